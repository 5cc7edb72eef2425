// Generated from the files in Templates/ by EmbeddedTemplateTests; do not edit. After changing a
// template, regenerate with `STARSVG_RECORD=1 swift test --filter EmbeddedTemplateTests`.
// The templates are compiled into the library so that a `starsvg` copied alone works: nothing
// is read at run time, and a test fails whenever this file and Templates/ differ.

/// The text of each file in `Templates/`, as written there but for its `{{! … }}` comments,
/// which no output holds.
enum EmbeddedTemplates {
    /// `Templates/rating.css`: the CSS transition template: a rating's style sheet.
    static let styleSheet = #"""
{{#palette}}
.starsvg{{#custom}}.{{css-ident:class}}{{/custom}}{{markup:own}}{
{{#colors}}
--starsvg-f{{number:index}}:{{css-value:color}};
{{/colors}}
}
{{#hasDarkColors}}
@media (prefers-color-scheme:dark){
.starsvg{{#custom}}.{{css-ident:class}}{{/custom}}{{markup:own}}{
{{#darkColors}}
--starsvg-f{{number:index}}:{{css-value:color}};
{{/darkColors}}
}
}
{{/hasDarkColors}}
{{/palette}}
{{#band}}
.starsvg{{markup:own}} .starsvg-c{{number:index}}{{#layered}}{background-color{{/layered}}{{^layered}}{fill{{/layered}}:var(--starsvg-color-{{number:index}},var(--starsvg-f{{number:index}}))}
{{/band}}
{{#forcedColors}}
@media (forced-colors:active){
{{#tiled}}
{{#color}}
{{markup:root}} pattern[href]{fill:Highlight}
{{/color}}
{{markup:root}} pattern{fill:Canvas}
{{#color}}{{markup:root}} .starsvg-color,{{/color}}{{markup:root}} .starsvg-track{filter:none}
{{/tiled}}
{{#row}}
{{markup:root}} .starsvg-color rect{fill:Highlight}
{{markup:root}} .starsvg-track rect{fill:Canvas}
{{markup:root}} .starsvg-track{opacity:1}
{{markup:root}} .starsvg-color use,{{markup:root}} .starsvg-track use{display:none}
{{/row}}
{{#outline}}
{{markup:root}} .starsvg-outline{display:inline;stroke:CanvasText;paint-order:stroke}
{{/outline}}
}
{{/forcedColors}}
{{#picture}}
.starsvg{{markup:own}} .starsvg-layers,.starsvg{{markup:own}} .starsvg-stars,.starsvg{{markup:own}} .starsvg-fill{position:absolute;left:0;top:0;width:100%;height:100%}
.starsvg{{markup:own}} .starsvg-stars{isolation:isolate;clip-path:var(--starsvg-row)}
.starsvg{{markup:own}} .starsvg-fill{mask:var(--starsvg-ramp) var(--starsvg-ramp-at)/var(--starsvg-ramp-size) no-repeat}
.starsvg{{markup:own}} .starsvg-stars i{position:absolute;inset:calc(0px - var(--starsvg-room));background:#000;mix-blend-mode:multiply;opacity:.5}
.starsvg{{markup:own}} .starsvg-stars b{position:absolute;inset:0;filter:blur(var(--starsvg-blur))}
.starsvg{{markup:own}} .starsvg-stars b::before{content:"";position:absolute;inset:var(--starsvg-room);background:#fff;clip-path:var(--starsvg-row)}
@media (forced-colors:active){
.starsvg{{markup:own}} .starsvg-layers{forced-color-adjust:none}
.starsvg{{markup:own}} .starsvg-outline{d:var(--starsvg-outline,var(--starsvg-row));fill:none;stroke:CanvasText;stroke-width:3px}
.starsvg{{markup:own}} .starsvg-stars{background:Canvas}
.starsvg{{markup:own}} .starsvg-stars .starsvg-fill{background:Highlight}
.starsvg{{markup:own}} .starsvg-stars i{display:none}
}
{{/picture}}
{{#look}}
.{{css-ident:class}}{{markup:own}}{--starsvg-row:path({{#evenOdd}}evenodd,{{/evenOdd}}"{{css-string:row}}");{{#evenOdd}}--starsvg-outline:path("{{css-string:row}}");{{/evenOdd}}--starsvg-blur:{{css-value:blur}};--starsvg-room:{{css-value:room}};--starsvg-ramp:linear-gradient(to {{css-ident:side}},{{css-value:stops}});--starsvg-ramp-at:{{css-ident:start}} calc(var(--starsvg-edge,0px) - {{css-value:shift}}) top 0;--starsvg-ramp-size:{{css-value:rampWidth}} 100%}
{{#rimGain}}
.{{css-ident:class}}{{markup:own}} .starsvg-stars i{filter:brightness({{number:gain}})}
{{/rimGain}}
{{#trackShade}}
@media (forced-colors:none){
.{{css-ident:class}}{{markup:own}} .starsvg-stars{background:rgb(0 0 0/{{number:shade}})}
}
{{/trackShade}}
{{/look}}
{{#edge}}
.starsvg.{{css-ident:class}}{{markup:own}}{--starsvg-edge:{{css-value:edge}}}
{{/edge}}
{{#mirror}}
{{^input}}svg.starsvg{{markup:own}}{{/input}}{{#input}}.starsvg-input{{/input}}:dir(rtl):not(.starsvg-dir){{#input}} svg{{/input}}{transform:scaleX(-1)}
{{/mirror}}
{{#animated}}
{{#layered}}
@property --starsvg-edge{syntax:"\3c length\3e ";inherits:true;initial-value:0px}
@keyframes starsvg-edge{from{--starsvg-edge:0px}}
{{/layered}}
{{^layered}}
@keyframes starsvg-slide{from{transform:translateX(0)}}
{{/layered}}
@keyframes starsvg-fade{from{opacity:0}}
@media (prefers-reduced-motion:no-preference){
{{#layered}}
svg.starsvg-animated{{markup:own}}{animation:starsvg-edge .35s cubic-bezier(.42,0,.58,1) backwards}
.starsvg-animated{{markup:own}} .starsvg-fill{animation:starsvg-fade .25s cubic-bezier(.42,0,.58,1) backwards}
{{/layered}}
{{^layered}}
{{markup:scope}} .starsvg-slide{animation:starsvg-slide .35s cubic-bezier(.42,0,.58,1) backwards}
{{markup:scope}} .starsvg-color{animation:starsvg-fade .25s cubic-bezier(.42,0,.58,1) backwards}
{{/layered}}
}
{{/animated}}
{{#input}}
.starsvg-input{display:inline-flex;position:relative;vertical-align:middle;margin:0;border:0;min-width:0}
.starsvg-input label{flex:none;position:relative;overflow:hidden;white-space:nowrap;text-indent:100%;cursor:pointer}
.starsvg-input legend,.starsvg-input input,.starsvg-input [value="0"]+label{position:absolute;left:0;top:0;width:1px;height:1px;margin:0;padding:0;overflow:hidden;clip-path:inset(50%)}
.starsvg-input svg{position:absolute;left:0;top:0;pointer-events:none}
.starsvg-input input:focus-visible+label,.starsvg-input :where([value="0"]):focus-visible~svg{outline:2px solid;outline-offset:-2px}
@media (hover:hover){
.starsvg-input label:hover~svg .starsvg-slide{transform:translateX(var(--starsvg-hover))}
.starsvg-input label:hover~svg .starsvg-color,.starsvg-input label:hover~svg .starsvg-color rect{opacity:1}
}
@media (forced-colors:active){
.starsvg-input .starsvg-color rect~rect{fill-opacity:0}
}
@media (prefers-reduced-motion:no-preference){
.starsvg-input .starsvg-slide{transition:transform .35s cubic-bezier(.42,0,.58,1)}
.starsvg-input .starsvg-color,.starsvg-input .starsvg-color rect{transition:opacity .25s cubic-bezier(.42,0,.58,1)}
}
{{/input}}
{{#disabled}}
.starsvg-input:disabled{opacity:.5}
.starsvg-input:disabled label{cursor:default;pointer-events:none}
@media (forced-colors:active){
.starsvg-input:disabled{opacity:1}
.starsvg-input:disabled .starsvg-color rect{fill:GrayText}
.starsvg-input:disabled .starsvg-outline{stroke:GrayText}
}
{{/disabled}}
{{#legend}}
.starsvg-input.starsvg-legend legend{position:static;width:auto;height:auto;overflow:visible;clip-path:none}
.starsvg-input.starsvg-legend svg{left:auto;inset-inline-start:0}
{{/legend}}
{{#geometry}}
.{{css-ident:class}}{padding:0 {{css-value:halfGap}}}
.{{css-ident:class}} label{width:{{css-value:cellWidth}};height:{{css-value:height}}}
{{#none}}
.{{css-ident:class}} .starsvg-color,.{{css-ident:class}} .starsvg-color rect{opacity:1}
{{^averageShown}}
.{{css-ident:class}} :where([value="0"]):checked~svg .starsvg-color{opacity:0}
{{/averageShown}}
{{/none}}
{{^none}}
{{^averageShown}}
.{{css-ident:class}} .starsvg-color{opacity:0}
{{/averageShown}}
.{{css-ident:class}} .starsvg-color rect,.{{css-ident:class}} input:checked~svg .starsvg-color{opacity:1}
{{/none}}
{{#averageBands}}
.{{css-ident:class}} .starsvg-color .starsvg-c{{number:band}}{opacity:0}
.{{css-ident:class}} {{#none}}:where([value="0"])~{{/none}}:checked~svg .starsvg-c{{number:band}}{opacity:1}
{{/averageBands}}
{{#options}}
.{{css-ident:class}} :where([value="{{number:value}}"]):checked~svg .starsvg-slide{transform:translateX({{number:offset}}px)}
{{/options}}
{{#bandSwitches}}
.{{css-ident:class}} {{#below}}:where([value="{{number:value}}"])~{{/below}}{{^below}}input{{/below}}:checked~svg .starsvg-c{{number:band}}{opacity:0}
{{/bandSwitches}}
@media (hover:hover){
{{#previews}}
.{{css-ident:class}} [value="{{number:value}}"]+label:hover~svg{--starsvg-hover:{{number:offset}}px}
{{/previews}}
{{#bandSwitches}}
.{{css-ident:class}} {{#below}}[value="{{number:value}}"]+label~{{/below}}{{^below}}[required]+{{/below}}label:hover~svg .starsvg-c{{number:band}}{opacity:0}
{{/bandSwitches}}
}
{{/geometry}}

"""#

    /// `Templates/snippet.html`: the HTML snippet template: a rating as an inline SVG.
    static let snippet = #"""
{{#microdata}}
<span itemscope="" itemtype="{{html-attr:itemType}}">
<meta itemprop="ratingValue" content="{{html-attr:ratingValue}}"/>
<meta itemprop="bestRating" content="{{number:bestRating}}"/>
<meta itemprop="worstRating" content="{{number:worstRating}}"/>
{{#ratingCount}}
<meta itemprop="ratingCount" content="{{number:count}}"/>
{{/ratingCount}}
{{/microdata}}
<svg class="starsvg{{#classes}} {{html-attr:class}}{{/classes}}"{{#language}} lang="{{html-attr:lang}}"{{/language}} width="{{html-attr:displayWidth}}" viewBox="0 0 {{number:width}} {{number:height}}" role="img">
<title>{{html-text:label}}</title>
{{#style}}
<style>{{html-text:css}}</style>
{{/style}}
<path d="" class="starsvg-outline"/><foreignObject width="{{number:width}}" height="{{number:height}}"><span class="starsvg-layers"><span class="starsvg-stars"><span class="starsvg-fill{{#band}} starsvg-c{{number:index}}{{/band}}"></span><i><b></b></i></span></span></foreignObject>
</svg>
{{#microdata}}
</span>
{{/microdata}}

"""#

    /// `Templates/rating-input.html`: the rating-input template: radio buttons over the stars.
    static let ratingInput = #"""
<fieldset class="starsvg starsvg-input{{#classes}} {{html-attr:class}}{{/classes}}" id="{{html-attr:id}}"{{#language}} lang="{{html-attr:lang}}"{{/language}}{{#direction}} dir="{{html-attr:dir}}"{{/direction}}{{#disabled}} disabled=""{{/disabled}}{{#average}} aria-describedby="{{html-attr:descriptionID}}"{{/average}}>
<legend>{{html-text:label}}</legend>
{{#average}}
<span id="{{html-attr:descriptionID}}" hidden="">{{html-text:description}}</span>
{{/average}}
{{#options}}
<input type="radio" name="{{html-attr:name}}" value="{{number:value}}" id="{{html-attr:radioID}}"{{#checked}} checked=""{{/checked}}{{#required}} required=""{{/required}}/><label for="{{html-attr:radioID}}">{{html-text:optionLabel}}</label>
{{/options}}
<svg width="{{html-attr:displayWidth}}" height="{{html-attr:displayHeight}}" viewBox="0 0 {{number:width}} {{number:height}}" aria-hidden="true">
{{#style}}
<style>{{html-text:css}}</style>
{{/style}}
{{markup:drawing}}
</svg>
{{#script}}
<script>{{markup:script}}</script>
{{/script}}
</fieldset>

"""#

    /// `Templates/rating-input.js`: the optional script of a rating input.
    static let script = #"""
(function () {
  "use strict";
  if (window.starsvgRatingInput) return;
  window.starsvgRatingInput = true;

  var checkedBefore = null;

  function ratingInput(node) {
    return node.closest ? node.closest(".starsvg-input") : null;
  }

  function clear(fieldset, moveFocus) {
    var none = fieldset.querySelector("input[value='0']");
    if (!none) return false;
    if (none.checked) return true;
    none.checked = true;
    none.dispatchEvent(new Event("input", { bubbles: true }));
    none.dispatchEvent(new Event("change", { bubbles: true }));
    if (moveFocus) none.focus();
    return true;
  }

  document.addEventListener("pointerdown", function (event) {
    var fieldset = ratingInput(event.target);
    var checked = fieldset ? fieldset.querySelector("input:checked") : null;
    checkedBefore = checked ? checked.value : null;
  }, true);

  document.addEventListener("click", function (event) {
    var input = event.target;
    if (input.type !== "radio" || !ratingInput(input)) return;
    if (input.value === checkedBefore) clear(ratingInput(input), false);
    checkedBefore = null;
  });

  document.addEventListener("keydown", function (event) {
    var fieldset = ratingInput(event.target);
    if (!fieldset || !(event.key === "Escape" || event.key === "Delete")) return;
    if (clear(fieldset, true)) event.preventDefault();
  });
})();

"""#

    /// `Templates/live.css`: a live rating's own groups of its style sheet.
    static let liveStyleSheet = #"""
{{#common}}
@property --starsvg-edge{syntax:"\3c length\3e ";inherits:true;initial-value:0px}
svg.starsvg-live{{markup:own}}{content-visibility:auto}
.starsvg-live{{markup:own}} .starsvg-layers+span{position:absolute;opacity:0;user-select:none}
svg.starsvg-live{{markup:own}}[aria-label] .starsvg-layers+span{display:none}
.starsvg-live{{markup:own}} .starsvg-layers+span span::before{counter-reset:starsvg-w calc(round(down,round(var(--starsvg-v)*10),10)/10) starsvg-t mod(round(var(--starsvg-v)*10),10)}
.starsvg-live{{markup:own}} .starsvg-fill{opacity:clamp(0,var(--starsvg-v)*1e6,1)}
.starsvg-live{{markup:own}} .starsvg-fill s{position:absolute;left:0;top:0;width:100%;height:100%}
@media (prefers-reduced-motion:no-preference){
.starsvg-live{{markup:own}} .starsvg-fill{transition:--starsvg-edge .35s cubic-bezier(.42,0,.58,1),opacity .25s cubic-bezier(.42,0,.58,1)}
.starsvg-live{{markup:own}} .starsvg-fill s{transition:opacity .25s cubic-bezier(.42,0,.58,1)}
}
@media (forced-colors:active){
.starsvg-live{{markup:own}} .starsvg-fill s{display:none}
}
{{/common}}
{{#steps}}
{{#step}}
.{{css-ident:class}}{{markup:own}}{--starsvg-value:{{markup:value}}}
{{/step}}
{{/steps}}
{{#band}}
.starsvg-live{{markup:own}} .starsvg-fill s:nth-last-child({{number:position}}){background:var(--starsvg-color-{{number:index}},var(--starsvg-f{{number:index}}))}
{{/band}}
{{#look}}
.{{css-ident:class}}{{markup:own}} foreignObject{--starsvg-v:clamp(0,var(--starsvg-value,var(--starsvg-d,0)),{{number:stars}});--starsvg-k:round(down,var(--starsvg-v),1);--starsvg-f:mod(var(--starsvg-v),1)}
.{{css-ident:class}}{{markup:own}} .starsvg-fill{--starsvg-edge:{{markup:edge}};--starsvg-ramp-at:{{css-ident:start}} calc(var(--starsvg-edge) - {{css-value:shift}}) top 0}
@counter-style {{css-ident:class}}{system:fixed 0;symbols:""{{#tenths}} "{{css-string:text}}"{{/tenths}}}
{{#digits}}
@counter-style {{css-ident:class}}w{system:numeric;symbols:{{#symbols}} "{{css-string:text}}"{{/symbols}}}
{{/digits}}
.{{css-ident:class}}{{markup:own}} .starsvg-layers+span span::before{content:counter(starsvg-w{{#digits}},{{css-ident:class}}w{{/digits}}) counter(starsvg-t,{{css-ident:class}});content:counter(starsvg-w{{#digits}},{{css-ident:class}}w{{/digits}}) counter(starsvg-t,{{css-ident:class}})/counter(starsvg-w{{#digits}},{{css-ident:class}}w{{/digits}}) counter(starsvg-t,{{css-ident:class}})}
{{#levels}}
.{{css-ident:class}}{{markup:own}} s:nth-last-child({{number:position}}){opacity:clamp(0,({{number:level}} - var(--starsvg-v))*1e6 + 1,1)}
{{/levels}}
svg.{{css-ident:class}}{{markup:own}}{aspect-ratio:{{number:width}}/{{number:height}}}
{{/look}}
{{#default}}
.{{css-ident:class}}{{markup:own}}{--starsvg-d:{{number:value}}}
{{/default}}

"""#

    /// `Templates/live.html`: the live rating template: the picture, its value given by the page.
    static let live = #"""
<svg class="starsvg{{#classes}} {{html-attr:class}}{{/classes}}{{#slotClass}} {{html-attr:stem}}{{markup:text}}{{/slotClass}}"{{#language}} lang="{{html-attr:lang}}"{{/language}} width="{{html-attr:displayWidth}}" viewBox="0 0 {{number:width}} {{number:height}}" role="{{#spoken}}group{{/spoken}}{{^spoken}}img{{/spoken}}"{{#ariaLabel}} aria-label="{{#parts}}{{html-attr:text}}{{#slot}}{{markup:text}}{{/slot}}{{/parts}}"{{/ariaLabel}}{{#slot}} style="--starsvg-value:{{markup:text}}"{{/slot}}>
{{#title}}
<title>{{html-text:text}}</title>
{{/title}}
{{#style}}
<style>{{html-text:css}}</style>
{{/style}}
<path d="" class="starsvg-outline"/><foreignObject width="{{number:width}}" height="{{number:height}}"><span class="starsvg-layers"{{#spoken}} aria-hidden="true"{{/spoken}}><span class="starsvg-stars"><span class="starsvg-fill">{{#bands}}<s></s>{{/bands}}</span><i><b></b></i></span></span>{{#spoken}}<span>{{#parts}}{{html-text:text}}{{#value}}<span></span>{{/value}}{{/parts}}</span>{{/spoken}}</foreignObject>
</svg>

"""#
}
