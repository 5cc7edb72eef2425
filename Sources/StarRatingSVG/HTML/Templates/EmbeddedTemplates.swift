// Generated from the files in Templates/ by EmbeddedTemplateTests; do not edit. After changing a
// template, regenerate with `STARSVG_RECORD=1 swift test --filter EmbeddedTemplateTests`.
// The templates are compiled into the library so that a `starsvg` copied alone works: nothing
// is read at run time, and a test fails whenever this file and Templates/ differ.

/// The text of each file in `Templates/`, as written there.
enum EmbeddedTemplates {
    /// `Templates/rating.css`: the CSS transition template: a rating's style sheet.
    static let styleSheet = #"""
{{! Templates/rating.css: the style sheet of a rating on a web page (--format html), and the
    load animation of a standalone SVG (--format svg --animate). starsvg fills it in and writes
    it inline (in the SVG's <style>), or to the file that --css-out names; `starsvg batch
    --css-out FILE` writes one sheet for every snippet of the batch.

    The sheet is made of groups, one section of this file each, filled in alone: a rating's
    sheet is the groups it needs, in this order. A group is scoped by what its rules depend on,
    never by a rating's id, so it is the same text for every rating that needs it, and a page
    needs each group once: the class starsvg (every rating), starsvg-input (every rating
    input), or a class of the rating's root that names the group (starsvg-animated, a
    palette's, an input geometry's), whose name is a hash of the group's rules. Ids stay for
    the SVG's own references (masks, filters, <use>) only.

    No two groups compete: where two rules can set one property of one element, they differ in
    specificity (or set the same value), so the groups may come in any order, and twice (two
    snippets pasted with their inline sheets), and every rating is styled alike. A radio button
    is reached by its value, [value="3"], in :where(), which weighs nothing: each rule then
    weighs as it did when its one id (the rating's, or the radio button's) was its scope, less
    an id plus a class, so the rules of one rating win over each other as they always have
    (the previews name their radio button outside :where(): nothing else sets their property).

    Placeholders, each escaped for where it stands:
      {{#palette}}…{{/palette}}  the rating's colours (not in a standalone SVG): every band's in
                                 a rating input, the one band's it shows in a picture (none at
                                 0), with
        {{#custom}}…{{/custom}}  unless they are the default three (which need no class), with
          {{css-ident:class}}      the palette's class, starsvg-p and a hash of this group: it
                                   weighs more than starsvg alone, so it wins over the default
        {{#colors}}…{{/colors}}  once per colour band of these, lowest first, with
          {{number:index}}         the band's number, from 0
          {{css-value:color}}      its colour (--colors): --starsvg-f<index>, the fallback of
                                   --starsvg-color-<index> in the band's rule
        {{#hasDarkColors}}…{{/hasDarkColors}}  when some colour is one of Apple's system
                                 colours (the default palette), which have dark-mode variants:
          {{#darkColors}}…{{/darkColors}}  once per such band, with {{number:index}} and the
                                   variant as {{css-value:color}}
      {{#band}}…{{/band}}        once per band of a rating input, once for the band shown of
                                 any other face (a group each, shared by every palette), with
        {{number:index}}         the band's number: its layer or tile (by fill), or a still
                                 picture's one filter (by flood-color, for its floods),
                                 takes --starsvg-color-<index>,
                                 the page's theme, or else the palette's colour, with
        {{#filtered}}…{{/filtered}}  for the one filter: only its floods' flood-color (the
                                 band's class is the filter's; flood-color is not inherited),
                                 and otherwise only fill (no rule sets what no element of its
                                 face reads; a page of both faces holds both, which never
                                 compete). Scoped by
                                 .starsvg, a web face's class: an animated standalone SVG
                                 pasted into the page marks its layers too, but its root is no
                                 web face's, and its colours (whose alpha is an opacity) stay
                                 its own. (0,2,0): below forced colours' and GrayText's rules
      {{#forcedColors}}…{{/forcedColors}}  always, with
        {{markup:root}}          what the rules are scoped by: .starsvg, or #ID in a
                                 standalone SVG, which is never shared
        {{#filtered}}…{{/filtered}}, {{#tiled}}…{{/tiled}}, {{#row}}…{{/row}}  one of the
                                 three, for the drawing the face draws (a still picture's
                                 one filter, the tiles under a mask, a rating input's row):
                                 the rules for its parts alone. A page may hold all three:
                                 no rule of one reaches a part that another's styles
                                 differently (the patterns' fill is the same in both that
                                 have patterns)
          {{#color}}…{{/color}}    when the tiles show a colour (not at 0)
        {{#outline}}…{{/outline}}  in a web face, which draws the outline; a standalone SVG
                                 has none: the row's hidden <use> of its stars, or the tiles'
                                 star, the one path in a pattern, stroked 3 px wide (a
                                 shared sheet's star, whose path is empty, draws its own in
                                 the star group). A still picture with it paints its track
                                 tile in Canvas itself; with a shared sheet the rule here
                                 paints it
      {{#oneFilter}}…{{/oneFilter}}  for a still picture's one filter: its colour space (its
                                 floods' colour is the band group's)
      {{#star}}…{{/star}}        with --css-out, in a face that draws tiles (not an input):
                                 the star, which each rating's tile then leaves to the sheet,
                                 once a page, with
        {{#evenOdd}}…{{/evenOdd}} when the shape's path is filled even-odd (an icon's)
        {{css-ident:class}}      the star's class, starsvg-s and a hash of the path: a
                                 tile's rectangle clipped to the star, in the colour tile's
                                 <use> of it too (the class alone: a selector reaches into a
                                 <use> only by what the element itself matches), and the
                                 empty path before it, which forced colours give the star's
                                 outline, stroked 3 px wide under the rectangle (d, which
                                 every browser with forced colours reads), its paint in
                                 the normal order: a page may also hold snippets with their
                                 own sheets, whose outline rule (pattern path) reaches this
                                 path too, and Firefox draws it with paint-order:stroke
                                 fainter (by up to 63 a channel)
        {{css-string:path}}      the star's path data, in the tile's coordinates
      {{#mirror}}…{{/mirror}}    for a web face without --dir (or with --dir auto): drawn left
                                 to right, the rating is mirrored where the page reads right to
                                 left. The row is symmetric, so the mirror image is the rating
                                 filled from the right, and its animation slides leftwards; a
                                 rating input's radio buttons lie right to left there too, so
                                 the k-th star from the right is the label of value k. A rating
                                 with --dir ltr or rtl carries starsvg-dir, which it passes by.
                                 One of two, for the svg that mirrors: the picture's root, or
        {{#input}}…{{/input}}    the svg inside a rating input's fieldset
      {{#animated}}…{{/animated}}  with --animate: when the rating first shows, the fill slides
                                 in from 0 and the colour fades in, with
        {{markup:scope}}         .starsvg-animated, or #ID in a standalone SVG
      {{#input}}…{{/input}}      with --interactive: what every rating input shares. The first
                                 radio button, value 0, is "No rating": its label is hidden,
                                 and its focus ring is drawn around the stars. A required input
                                 has none, so nothing here touches it
      {{#disabled}}…{{/disabled}}  with --disabled: the fieldset, while disabled, is drawn
                                 at half opacity, its labels take no pointer (no cursor, no
                                 hover preview), and in forced colours (at full opacity) in
                                 GrayText
      {{#geometry}}…{{/geometry}}  with --interactive: where the input's soft edge slides and
                                 which layers show, for every value; every input of the same
                                 stars, size, gap, fill mode, direction, step, levels,
                                 required and average shares it, with
        {{css-ident:class}}        the geometry's class, starsvg-g and a hash of this group
        {{css-value:halfGap}}      half the gap between stars, a length (px, or em with --size em)
        {{css-value:cellWidth}}    the width each label covers, a length: a star and a gap
                                   (half of it with --step 0.5, where each half of a star is a
                                   label)
        {{css-value:height}}       the star size, a length
        {{#none}}…{{/none}}        unless --required: there is a radio button "No rating"
                                   (value 0): checked, it hides the colour
                                   A required input has none: its colour shows once any radio
                                   button is checked (none is at first, for a value of 0)
        {{#options}}…{{/options}}  once per value 0…N (each half too with --step 0.5; from
                                   the first above 0 with --required), with
          {{number:value}}           the value, as its radio button's value attribute says it
          {{number:offset}}          how far the soft edge slides to show it, in the drawing's
                                     pixels (leftwards, negative, when --dir rtl mirrors it);
                                     for "No rating" with --average, to show the average
        {{#averageShown}}…{{/averageShown}}  with --average above 0: nothing picked shows the
                                   average's colour, which the drawing holds, rather than none
        {{#averageBands}}…{{/averageBands}}  with --average, once per band layer that the
                                   average hides (those above its band's), with
          {{number:band}}            the layer: hidden while nothing is picked ("No rating"
                                     checked, or none checked in a required input), shown
                                     again for a pick, for the band switches below to set
        {{#previews}}…{{/previews}}  once per value offered above 0, with {{number:value}} and
                                   {{number:offset}} as in options: where the pointer over that
                                   value's star slides the soft edge
        {{#bandSwitches}}…{{/bandSwitches}}  once per level below N, with
          {{number:band}}            the band whose layer hides above the level
          {{#below}}…{{/below}}      when the value offered at or just below the level (a
                                     whole value, or a half with --step 0.5) has a radio
                                     button, with
            {{number:value}}           that value: a radio checked after it, or the label of a
                                       radio after it under the pointer, is above the level
                                     Without (a required input's level below its first value),
                                     every radio button is above the level
        In forced colours the rating is drawn flat in system colours, alike in every drawing:
        the stars in Canvas (the track: the row drawing's bevel group, whose rim <use> is
        hidden, or the tiled drawing's track, whose filter is dropped, and the track tile; a
        still picture's one filter, on its group g[filter], is dropped too, and its track's
        rectangle, the group's first, lies under the colour's over every tile), the
        colour in Highlight (every band layer of a rating input, the colour tile of any other
        face, the one pattern that refers to another; the rim over it is left out likewise), and the
        outline in CanvasText (a hidden <use> of the row, or the tiles' star itself, both
        stroked 3 px wide across the stars' edge, of which the 1.5 px outside shows). No
        forced-color-adjust: browsers force no paint inside an svg (their own style sheets
        give it preserve-parent-color), so the system colours set here are what shows; Chromium
        and Firefox draw every face the same with forced-color-adjust:none as without. The band layers' colour may be translucent
        (Chromium's emulated Highlight is): only the bottom layer, which no band switch hides,
        is painted, so that the layers shown above it do not darken it.

    The timing is the reference's: SwiftUI's easeInOut is exactly cubic-bezier(.42,0,.58,1);
    the slide (transform) takes 0.35 s, the colour (opacity) 0.25 s. Nothing moves under
    prefers-reduced-motion: every transition and animation sits in a no-preference block.
    The hover preview: the pointer over star k shows k as a click would, with the same
    transitions, and leaving it shows the checked value again; nothing is checked. Each label
    follows its radio button and comes before the svg, so a sibling selector reaches the
    drawing from the label under the pointer (no :has(), which Firefox before 121 lacks). The
    slide goes through a custom property, one short rule per star. The hover rules have one or
    two more type selectors than the checked ones, so they win whatever is checked; every band
    layer is set for the hovered value: all shown (in the input group), then those below it
    hidden by the geometry's hover band switches, which name their radio button outside
    :where() and so weigh a class more: they win over the rule that shows every layer in
    whatever order the groups come. (hover:hover) asks about the primary pointer, so a phone
    or tablet (whose touch leaves :hover on the last star tapped) never previews, nor does a
    hybrid whose primary pointer is touch, where (any-hover:hover) would.
    The SVG's own attributes hold the rating's value (an input's average, with --average), for
    pages without this style sheet and for renderers without CSS; the rules below only ever
    win over them. With --average, each layer the average hides is hidden by a rule more specific
    than the one that shows every layer (two classes to a class and a type); a pick shows it
    again by a rule as specific as a band switch, and before them in the same group: the band
    switches, then the hover rules (more specific still), set the layers for a pick or a
    pointer as without an average.
    No < and no &: the text can never end the element that holds it. }}
{{#palette}}
.starsvg{{#custom}}.{{css-ident:class}}{{/custom}}{
{{#colors}}
--starsvg-f{{number:index}}:{{css-value:color}};
{{/colors}}
}
{{#hasDarkColors}}
@media (prefers-color-scheme:dark){
.starsvg{{#custom}}.{{css-ident:class}}{{/custom}}{
{{#darkColors}}
--starsvg-f{{number:index}}:{{css-value:color}};
{{/darkColors}}
}
}
{{/hasDarkColors}}
{{/palette}}
{{#band}}
.starsvg .starsvg-c{{number:index}}{{#filtered}} feFlood{flood-color{{/filtered}}{{^filtered}}{fill{{/filtered}}:var(--starsvg-color-{{number:index}},var(--starsvg-f{{number:index}}))}
{{/band}}
{{#forcedColors}}
@media (forced-colors:active){
{{#filtered}}
{{markup:root}} pattern[href]{fill:Highlight}
{{markup:root}} g[filter]{filter:none}
{{^outline}}
{{markup:root}} pattern{fill:Canvas}
{{/outline}}
{{/filtered}}
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
{{#row}}
{{markup:root}} .starsvg-outline{display:inline;stroke:CanvasText;paint-order:stroke}
{{/row}}
{{^row}}
{{markup:root}} pattern path{stroke:CanvasText;stroke-width:3px;paint-order:stroke}
{{/row}}
{{/outline}}
}
{{/forcedColors}}
{{#oneFilter}}
.starsvg filter{color-interpolation-filters:sRGB}
{{/oneFilter}}
{{#star}}
rect.{{css-ident:class}}{clip-path:path({{#evenOdd}}evenodd,{{/evenOdd}}"{{css-string:path}}")}
@media (forced-colors:active){
.starsvg path.{{css-ident:class}}{d:path("{{css-string:path}}");stroke:CanvasText;stroke-width:3px;paint-order:normal}
}
{{/star}}
{{#mirror}}
{{^input}}svg.starsvg{{/input}}{{#input}}.starsvg{{/input}}:dir(rtl):not(.starsvg-dir){{#input}} svg{{/input}}{transform:scaleX(-1)}
{{/mirror}}
{{#animated}}
@keyframes starsvg-slide{from{transform:translateX(0)}}
@keyframes starsvg-fade{from{opacity:0}}
@media (prefers-reduced-motion:no-preference){
{{markup:scope}} .starsvg-slide{animation:starsvg-slide .35s cubic-bezier(.42,0,.58,1) backwards}
{{markup:scope}} .starsvg-color{animation:starsvg-fade .25s cubic-bezier(.42,0,.58,1) backwards}
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
{{! Templates/snippet.html: a rating as an inline SVG to paste into a web page (--format html).

    Placeholders, each escaped for where it stands:
      {{html-attr:id}}              the rating's id, unique to its options (or --id); the ids
                                    of its parts start with it (its style's selectors name
                                    classes, not ids)
      {{number:width}}, {{number:height}}  its size, in pixels: the drawing's coordinates
      {{#classes}}…{{/classes}}     once per class its style sheet's groups are scoped by,
                                    beyond starsvg: the palette's (unless the default),
                                    starsvg-animated (--animate), starsvg-dir (--dir ltr
                                    or rtl), with
        {{html-attr:class}}           the class
      {{html-attr:displayWidth}}     its width on the page: the same pixels, or ems of the
                                    text around it (--size 1.5em); its height follows from the
                                    viewBox, also where a page's sheet sets svg{height:auto}
      {{html-text:label}}           its accessible name (--label, or the texts' label filled
                                    in): the <title>, which names an svg with role="img" and
                                    shows as its tooltip, as in a standalone SVG
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
<svg class="starsvg{{#classes}} {{html-attr:class}}{{/classes}}" id="{{html-attr:id}}"{{#language}} lang="{{html-attr:lang}}"{{/language}} width="{{html-attr:displayWidth}}" viewBox="0 0 {{number:width}} {{number:height}}" role="img">
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
                                    buttons' ids start with it (the style's selectors name
                                    classes, not ids)
      {{#classes}}…{{/classes}}     once per class its style sheet's groups are scoped by,
                                    beyond starsvg: the palette's (unless the default),
                                    starsvg-animated (--animate), starsvg-dir (--dir ltr
                                    or rtl), the geometry's (Templates/rating.css), with
        {{html-attr:class}}           the class
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
