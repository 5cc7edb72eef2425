// Generated from the files in Templates/ by EmbeddedTemplateTests; do not edit. After changing a
// template, regenerate with `STARSVG_RECORD=1 swift test --filter EmbeddedTemplateTests`.
// The templates are compiled into the library so that a `starsvg` copied alone works: nothing
// is read at run time, and a test fails whenever this file and Templates/ differ.

/// The text of each file in `Templates/`, as written there.
enum EmbeddedTemplates {
    /// `Templates/rating.css`: the CSS transition template: a rating's style sheet.
    static let styleSheet = #"""
{{! Templates/rating.css: the style sheet of one rating on a web page (--format html), and the
    load animation of a standalone SVG (--format svg --animate). starsvg fills it in and writes
    it inline (in the SVG's <style>), or to the file that --css-out names.

    Placeholders, each escaped for where it stands:
      {{css-ident:id}}         the rating's id: every selector starts with it, so that this
                               style sheet styles no other rating on the page
      {{#bands}}…{{/bands}}    once per colour band, lowest first, with
        {{number:index}}         the band's number, from 0
        {{css-value:color}}      its colour (--colors), the fallback of --starsvg-color-<index>
      {{#hasDarkColors}}…{{/hasDarkColors}}  when some colour is one of Apple's system colours
                               (the default palette), which have dark-mode variants:
        {{#darkColors}}…{{/darkColors}}  once per such band, with {{number:index}} and the
                               variant as {{css-value:color}}
      {{#followsPage}}…{{/followsPage}}  for a web face without --dir (or with --dir auto):
                               drawn left to right, the rating is mirrored where the page
                               reads right to left. The row is symmetric, so the mirror image
                               is the rating filled from the right, and its animation slides
                               leftwards; a rating input's radio buttons lie right to left there
                               too, so the k-th star from the right is the label of value k.
      {{#animated}}…{{/animated}}  with --animate: when the rating first shows, the fill slides
                               in from 0 and the colour fades in
      {{#input}}…{{/input}}    with --interactive, with
        {{css-value:halfGap}}    half the gap between stars, a length (px, or em with --size em)
        {{css-value:cellWidth}}  the width each label covers, a length: a star and a gap (half
                                 of it with --step 0.5, where each half of a star is a label)
        {{css-value:height}}     the star size, a length
        {{#none}}…{{/none}}      once, unless --required, with
          {{css-ident:noneID}}     the id of the radio button "No rating" (value 0): checked,
                                   it hides the colour; its label, the first, is hidden
                                 A required input has none, and nothing outside this section
                                 names it: its colour shows once any radio button is checked
                                 (none is at first, for a value of 0)
        {{#options}}…{{/options}}  once per value 0…N (each half too with --step 0.5; from
                                 the first above 0 with --required), with
          {{css-ident:radioID}}    the id of its radio button
          {{number:offset}}        how far the soft edge slides to show it, in the drawing's
                                   pixels (leftwards, negative, when --dir rtl mirrors it);
                                   for "No rating" with --average, to show the average
        {{#averageShown}}…{{/averageShown}}  with --average above 0: nothing picked shows the
                                 average's colour, which the drawing holds, rather than none
        {{#averageBands}}…{{/averageBands}}  with --average, once per band layer that the
                                 average hides (those above its band's), with
          {{number:band}}          the layer: hidden while nothing is picked ("No rating"
                                   checked, or none checked in a required input), shown again
                                   for a pick, for the band switches below to set
        {{#previews}}…{{/previews}}  once per value offered above 0, with {{css-ident:radioID}} and
                                 {{number:offset}} as in options: where the pointer over that
                                 value's star slides the soft edge
        {{#bandSwitches}}…{{/bandSwitches}}  once per level below N, with
          {{number:band}}          the band whose layer hides above the level
          {{#below}}…{{/below}}    when the value offered at or just below the level (a whole
                                   value, or a half with --step 0.5) has a radio button, with
            {{css-ident:radioID}}    its id: a radio checked after it, or the label of a radio
                                   after it under the pointer, is above the level
                                   Without (a required input's level below its first value),
                                   every radio button is above the level
        In forced colours every band layer is the one system colour, which may be translucent
        (Chromium's emulated Highlight is): only the bottom layer, which no band switch hides,
        is painted, so that the layers shown above it do not darken it.
        {{#disabled}}…{{/disabled}}  with --disabled: the fieldset, while disabled, is drawn
                                 at half opacity, its labels take no pointer (no cursor, no
                                 hover preview), and in forced
                                 colours (at full opacity) in GrayText

    The timing is the reference's: SwiftUI's easeInOut is exactly cubic-bezier(.42,0,.58,1);
    the slide (transform) takes 0.35 s, the colour (opacity) 0.25 s. Nothing moves under
    prefers-reduced-motion: every transition and animation sits in a no-preference block.
    The hover preview: the pointer over star k shows k as a click would, with the same
    transitions, and leaving it shows the checked value again; nothing is checked. Each label
    follows its radio button and comes before the svg, so a sibling selector reaches the
    drawing from the label under the pointer (no :has(), which Firefox before 121 lacks). The
    slide goes through a custom property, one short rule per star. The hover rules come after
    the checked ones and have one or two more type selectors, so they win whatever is
    checked; every band layer is set for the hovered value: all shown, then those below it
    hidden by rules as specific and later. (hover:hover) asks about the primary pointer, so a
    phone or tablet (whose touch leaves :hover on the last star tapped) never previews, nor
    does a hybrid whose primary pointer is touch, where (any-hover:hover) would.
    The SVG's own attributes hold the rating's value (an input's average, with --average), for
    pages without this style sheet and for renderers without CSS; the rules below only ever
    win over them. With --average, each layer the average hides is hidden by a rule more specific
    than the one that shows every layer (two classes to a class and a type); a pick shows it
    again by a rule as specific as a band switch, and before them: the band switches, then the hover rules (more
    specific still), set the layers for a pick or a pointer as without an average.
    No < and no &: the text can never end the element that holds it. }}
{{#bands}}
#{{css-ident:id}} .starsvg-c{{number:index}}{fill:var(--starsvg-color-{{number:index}},{{css-value:color}})}
{{/bands}}
{{#hasDarkColors}}
@media (prefers-color-scheme:dark){
{{#darkColors}}
#{{css-ident:id}} .starsvg-c{{number:index}}{fill:var(--starsvg-color-{{number:index}},{{css-value:color}})}
{{/darkColors}}
}
{{/hasDarkColors}}
@media (forced-colors:active){
svg#{{css-ident:id}},#{{css-ident:id}} svg{forced-color-adjust:none}
#{{css-ident:id}} .starsvg-color rect{fill:Highlight}
#{{css-ident:id}} .starsvg-outline{display:inline;stroke:CanvasText}
}
{{#followsPage}}
svg#{{css-ident:id}}:dir(rtl),#{{css-ident:id}}:dir(rtl) svg{transform:scaleX(-1)}
{{/followsPage}}
{{#animated}}
@keyframes starsvg-slide{from{transform:translateX(0)}}
@keyframes starsvg-fade{from{opacity:0}}
@media (prefers-reduced-motion:no-preference){
#{{css-ident:id}} .starsvg-slide{animation:starsvg-slide .35s cubic-bezier(.42,0,.58,1) backwards}
#{{css-ident:id}} .starsvg-color{animation:starsvg-fade .25s cubic-bezier(.42,0,.58,1) backwards}
}
{{/animated}}
{{#input}}
#{{css-ident:id}}{display:inline-flex;position:relative;vertical-align:middle;margin:0;border:0;padding:0 {{css-value:halfGap}};min-width:0}
#{{css-ident:id}} label{flex:none;position:relative;width:{{css-value:cellWidth}};height:{{css-value:height}};overflow:hidden;white-space:nowrap;text-indent:100%;cursor:pointer}
#{{css-ident:id}} legend,#{{css-ident:id}} input{{#none}},#{{css-ident:id}} label:first-of-type{{/none}}{position:absolute;left:0;top:0;width:1px;height:1px;margin:0;padding:0;overflow:hidden;clip-path:inset(50%)}
#{{css-ident:id}} svg{position:absolute;left:0;top:0;pointer-events:none}
#{{css-ident:id}} input:focus-visible+label{{#none}},#{{css-ident:noneID}}:focus-visible~svg{{/none}}{outline:2px solid;outline-offset:-2px}
{{#none}}
#{{css-ident:id}} .starsvg-color,#{{css-ident:id}} .starsvg-color rect{opacity:1}
{{^averageShown}}
#{{css-ident:noneID}}:checked~svg .starsvg-color{opacity:0}
{{/averageShown}}
{{/none}}
{{^none}}
{{^averageShown}}
#{{css-ident:id}} .starsvg-color{opacity:0}
{{/averageShown}}
#{{css-ident:id}} .starsvg-color rect,#{{css-ident:id}} input:checked~svg .starsvg-color{opacity:1}
{{/none}}
{{#averageBands}}
#{{css-ident:id}} .starsvg-color .starsvg-c{{number:band}}{opacity:0}
{{#none}}#{{css-ident:noneID}}~{{/none}}{{^none}}#{{css-ident:id}} {{/none}}:checked~svg .starsvg-c{{number:band}}{opacity:1}
{{/averageBands}}
{{#options}}
#{{css-ident:radioID}}:checked~svg .starsvg-slide{transform:translateX({{number:offset}}px)}
{{/options}}
{{#bandSwitches}}
{{#below}}#{{css-ident:radioID}}~{{/below}}{{^below}}#{{css-ident:id}} input{{/below}}:checked~svg .starsvg-c{{number:band}}{opacity:0}
{{/bandSwitches}}
@media (hover:hover){
#{{css-ident:id}} label:hover~svg .starsvg-slide{transform:translateX(var(--starsvg-hover))}
#{{css-ident:id}} label:hover~svg .starsvg-color,#{{css-ident:id}} label:hover~svg .starsvg-color rect{opacity:1}
{{#previews}}
#{{css-ident:radioID}}+label:hover~svg{--starsvg-hover:{{number:offset}}px}
{{/previews}}
{{#bandSwitches}}
{{#below}}#{{css-ident:radioID}}+label~{{/below}}{{^below}}#{{css-ident:id}} input+{{/below}}label:hover~svg .starsvg-c{{number:band}}{opacity:0}
{{/bandSwitches}}
}
@media (forced-colors:active){
#{{css-ident:id}} .starsvg-color rect~rect{fill-opacity:0}
}
{{#disabled}}
#{{css-ident:id}}:disabled{opacity:.5}
#{{css-ident:id}}:disabled label{cursor:default;pointer-events:none}
@media (forced-colors:active){
#{{css-ident:id}}:disabled{opacity:1}
#{{css-ident:id}}:disabled .starsvg-color rect{fill:GrayText}
#{{css-ident:id}}:disabled .starsvg-outline{stroke:GrayText}
}
{{/disabled}}
@media (prefers-reduced-motion:no-preference){
#{{css-ident:id}} .starsvg-slide{transition:transform .35s cubic-bezier(.42,0,.58,1)}
#{{css-ident:id}} .starsvg-color,#{{css-ident:id}} .starsvg-color rect{transition:opacity .25s cubic-bezier(.42,0,.58,1)}
}
{{/input}}

"""#

    /// `Templates/snippet.html`: the HTML snippet template: a rating as an inline SVG.
    static let snippet = #"""
{{! Templates/snippet.html: a rating as an inline SVG to paste into a web page (--format html).

    Placeholders, each escaped for where it stands:
      {{html-attr:id}}              the rating's id, unique to its options (or --id); the ids
                                    of its parts start with it, and so do its style's selectors
      {{number:width}}, {{number:height}}  its size, in pixels: the drawing's coordinates
      {{html-attr:displayWidth}}, {{html-attr:displayHeight}}  its size on the page: the same
                                    pixels, or ems of the text around it (--size 1.5em)
      {{html-attr:label}}, {{html-text:label}}  its accessible name (--label, or the texts'
                                    label filled in)
      {{#language}}…{{/language}}   with --locale, once, with
        {{html-attr:lang}}            the locale's tag, the language of the texts
      {{#style}}…{{/style}}         unless --css-out: the style sheet inline, as
        {{html-text:css}}             Templates/rating.css filled in
      {{markup:drawing}}            the stars, the colour and the soft edge, from the SVG writer
      {{#microdata}}…{{/microdata}} with --schema: schema.org microdata around the picture, as
        {{html-attr:itemType}}        https://schema.org/Rating, or AggregateRating with a count
        {{html-attr:ratingValue}}     the value, as the label writes it
        {{number:bestRating}}         the number of stars, the top of the scale
        {{number:worstRating}}        0, the bottom of the scale (schema.org's default is 1)
        {{#ratingCount}}…{{/ratingCount}}  with --rating-count, once, with
          {{number:count}}              the number of ratings

    The class starsvg marks every rating, for a page's own style sheet (a theme sets
    --starsvg-color-0, --starsvg-color-1, … on it or on any element around it). The <style>
    sits inside the <svg>, where HTML allows it. Microdata is read from HTML elements only, so
    its item is a <span> around the <svg> (which can stand in a paragraph, as the picture can),
    with a <meta> for each property: the page shows nothing more. }}
{{#microdata}}
<span itemscope="" itemtype="{{html-attr:itemType}}">
<meta itemprop="ratingValue" content="{{html-attr:ratingValue}}"/>
<meta itemprop="bestRating" content="{{number:bestRating}}"/>
<meta itemprop="worstRating" content="{{number:worstRating}}"/>
{{#ratingCount}}
<meta itemprop="ratingCount" content="{{number:count}}"/>
{{/ratingCount}}
{{/microdata}}
<svg class="starsvg" id="{{html-attr:id}}"{{#language}} lang="{{html-attr:lang}}"{{/language}} width="{{html-attr:displayWidth}}" height="{{html-attr:displayHeight}}" viewBox="0 0 {{number:width}} {{number:height}}" role="img" aria-label="{{html-attr:label}}">
<title>{{html-text:label}}</title>
{{#style}}
<style>{{html-text:css}}</style>
{{/style}}
{{markup:drawing}}
</svg>
{{#microdata}}
</span>
{{/microdata}}

"""#

    /// `Templates/rating-input.html`: the rating-input template: radio buttons over the stars.
    static let ratingInput = #"""
{{! Templates/rating-input.html: a rating input to paste into a form (--interactive). One radio
    button per value 0…N (1…N with --required), each followed by its label; the labels lie over
    the stars, so a click on star k checks value k. With --step 0.5, one per half, 0, 0.5, …,
    N: each star is two labels, in value order, so that its first half (the left in left to
    right) checks k−0.5. Everything that moves is CSS (Templates/rating.css), so the input
    works without its script, submits with any <form> around it, and follows the keyboard (the
    arrow keys move between radio buttons, as in any radio group).

    Placeholders, each escaped for where it stands:
      {{html-attr:id}}              the input's id, unique to its options (or --id); the radio
                                    buttons' ids and the style's selectors start with it
      {{#disabled}}…{{/disabled}}   with --disabled: the fieldset is disabled, so that the
                                    browser itself keeps every click, key and focus from its
                                    radio buttons, which still show the value checked
      {{#direction}}…{{/direction}} with --dir ltr or rtl, once, with
        {{html-attr:dir}}             the direction: the radio buttons (and so the stars that
                                    are their labels) lie in that order, and the arrow keys
                                    follow it; without, the page's direction holds
      {{html-text:label}}           the group's name (--label, or the texts' legend), in its
                                    <legend>
      {{#average}}…{{/average}}     with --average, once (on the fieldset, then after the
                                    legend), with
        {{html-attr:descriptionID}}   the id of the description: the input's id and "-a"
        {{html-text:description}}     the input's description, which says the average
                                    ("Average 3.6 out of 5", in the locale's words); hidden,
                                    as the stars show it, and read as the group's description
      {{#language}}…{{/language}}   with --locale, once, with
        {{html-attr:lang}}            the locale's tag, the language of the texts
      {{html-attr:name}}            the radio buttons' name (--name), under which a form submits
      {{#options}}…{{/options}}     once per value 0…N (each half too with --step 0.5), or from
                                    the first above 0 with --required (no "No rating": a value
                                    must be picked), with
        {{number:value}}              the value, which the form submits (2.5)
        {{html-attr:radioID}}         the id of its radio button: ID-2 for 2, ID-2h for 2.5
        {{#checked}}…{{/checked}}     for the value checked at first (--value; none for a
                                      required input of value 0)
      {{#required}}…{{/required}}   with --required, on every radio button: the browser holds
                                    the form invalid until one is checked
        {{html-text:optionLabel}}     its name: "No rating", "1 star", "2 stars", … in the
                                      locale's words and plural forms, or the texts'
      {{number:width}}, {{number:height}}  the stars' size, in pixels: the drawing's coordinates
      {{html-attr:displayWidth}}, {{html-attr:displayHeight}}  their size on the page: the same
                                    pixels, or ems of the text around it (--size 1.5em)
      {{#style}}…{{/style}}         unless --css-out: the style sheet inline, as
        {{html-text:css}}             Templates/rating.css filled in
      {{markup:drawing}}            the stars, the colour and the soft edge, from the SVG writer
      {{#script}}…{{/script}}       unless --no-script or --js-out: the script inline, as
        {{markup:script}}             Templates/rating-input.js

    The picture is hidden from assistive technology: the fieldset, its legend and the radio
    buttons say everything it shows. }}
<fieldset class="starsvg starsvg-input" id="{{html-attr:id}}"{{#language}} lang="{{html-attr:lang}}"{{/language}}{{#direction}} dir="{{html-attr:dir}}"{{/direction}}{{#disabled}} disabled=""{{/disabled}}{{#average}} aria-describedby="{{html-attr:descriptionID}}"{{/average}}>
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
{{! Templates/rating-input.js: the optional script of a rating input (--interactive), inline at
    the end of the snippet, or in the file that --js-out names (load it with
    <script src="…" defer>: it works under a strict Content-Security-Policy), or left out with
    --no-script. It adds what the radio buttons cannot do alone: the reference's "tap the
    selected star again to clear the rating", and Escape or Delete to clear it. Motion stays
    in CSS. A required input (--required) has no "No rating" radio button (value 0) to clear
    to, and that is all the script looks at: it leaves such an input as it is, and lets
    Escape and Delete through. A disabled input (--disabled) gets no click, key or focus to
    answer.

    No placeholders: one script serves every rating input on a page, however many include it
    (it installs itself once) and however they came (it listens on the document).
    It holds no < and no &, so that it can never end its <script> element and the snippet
    stays well-formed XML. Its comments are template comments, left out of the output; compact
    output also leaves out its indentation, but keeps its line breaks. }}
(function () {
  "use strict";
  if (window.starsvgRatingInput) return;
  window.starsvgRatingInput = true;

  {{! The value checked when a pointer went down on a rating input, before the click changes it. }}
  var checkedBefore = null;

  function ratingInput(node) {
    return node.closest ? node.closest(".starsvg-input") : null;
  }

  {{! Checks "No rating"; false when the input has none to check: it is required. }}
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

  {{! A click on a star's label reaches its radio button as a second click event. }}
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
}
