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
