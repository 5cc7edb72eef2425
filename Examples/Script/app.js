// Shows the rating of the product picked: sets the live rating's --starsvg-value (the picture
// slides and cross-fades to it, and readers hear the new value: the rating's CSS writes it
// into its text).
"use strict";

function setRating(value) {
  const rating = document.querySelector("#product .starsvg-live");
  rating.style.setProperty("--starsvg-value", value);
}

document.addEventListener("click", function (event) {
  const button = event.target.closest("button[data-rating]");
  if (!button) return;
  document.querySelector("#product h2").textContent = button.textContent;
  setRating(button.dataset.rating);
});
