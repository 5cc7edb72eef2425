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

export default function StarRating({ value, label = `Rating: ${value} out of 5` }) {
  const box = useRef(null);

  // A layout effect runs before the browser draws, so the first value shows at once (a plain
  // useEffect may run after the snippet was drawn at 0, and the stars would slide up to it).
  useLayoutEffect(() => {
    const svg = box.current.querySelector("svg");
    svg.style.setProperty("--starsvg-value", String(value));
    // The accessible name: aria-label wins over the snippet's <title>, which names the
    // value the snippet was written with; the <title> is also the tooltip, so it follows too.
    svg.setAttribute("aria-label", label);
    svg.querySelector("title").textContent = label;
  }, [value, label]);

  return <span className="star-rating" ref={box} dangerouslySetInnerHTML={liveRating} />;
}
