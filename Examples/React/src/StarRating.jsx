// A live star rating whose value is a prop. The snippet (src/rating.html, written by
// `starsvg --live`) is the same HTML for every value, so React injects it once, when the
// rating mounts; a new value is set on that same element, where the CSS slides the edge and
// cross-fades the colour to it. Injecting the snippet again for each value would draw a new
// element at the new value at once: no animation.
import { useLayoutEffect, useRef } from "react";
import snippet from "./rating.html";

// One object for every rating and every render: React compares __html and, as it never
// changes, never writes the rating's innerHTML again.
const liveRating = { __html: snippet };

export default function StarRating({ value, label }) {
  const box = useRef(null);

  // A layout effect runs before the browser draws, so the first value shows at once (a plain
  // useEffect may run after the snippet was drawn at 0, and the stars would slide up to it).
  useLayoutEffect(() => {
    const svg = box.current.querySelector("svg");
    // Readers hear the value too: the snippet's CSS writes it into its hidden text
    // ("Rating: 3.6 out of 5", to a tenth, in the snippet's language).
    svg.style.setProperty("--starsvg-value", String(value));
  }, [value]);

  // A label of the page's own words names the rating instead (aria-label; the snippet's CSS
  // then hides its text); without one, the snippet's text is its name again.
  useLayoutEffect(() => {
    const svg = box.current.querySelector("svg");
    if (label === undefined) svg.removeAttribute("aria-label");
    else svg.setAttribute("aria-label", label);
  }, [label]);

  return <span className="star-rating" ref={box} dangerouslySetInnerHTML={liveRating} />;
}
