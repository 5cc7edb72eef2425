// Shows the rating of the product picked: sets the live rating's --starsvg-value (the picture
// slides and cross-fades to it) and its aria-label beside it (readers hear the new value).
"use strict";

function setRating(value) {
  const rating = document.querySelector("#product .starsvg-live");
  // aria-label names the picture in place of its <title>.
  rating.style.setProperty("--starsvg-value", value);
  rating.setAttribute("aria-label", "Rating: " + value + " out of 5");
}

document.addEventListener("click", function (event) {
  const button = event.target.closest("button[data-rating]");
  if (!button) return;
  document.querySelector("#product h2").textContent = button.textContent;
  setRating(button.dataset.rating);
});
