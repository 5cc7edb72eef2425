// The page: a few products, each with its rating and buttons that change it. Readers hear
// each rating's value from the snippet itself; the espresso machine's says its name too, in
// a label of the page's own words.
import { useState } from "react";
import { createRoot } from "react-dom/client";
import StarRating from "./StarRating.jsx";

const products = [
  { id: "kettle", name: "Kettle", rating: 1 },
  { id: "lamp", name: "Desk lamp", rating: 4 },
  { id: "espresso", name: "Espresso machine", rating: 3.6, labelled: true },
];

function Product({ id, name, rating: first, labelled }) {
  const [rating, setRating] = useState(first);
  return (
    <li id={id}>
      <h2>{name}</h2>
      <StarRating value={rating} label={labelled ? `${name}: ${rating} out of 5` : undefined} />
      <p>
        {[0, 1, 2.5, 3.6, 4, 5].map((value) => (
          <button key={value} value={value} onClick={() => setRating(value)}>{value}</button>
        ))}
        <input type="range" min="0" max="5" step="0.1" value={rating} aria-label={`${name}'s rating`}
               onChange={(event) => setRating(Number(event.target.value))} />
      </p>
    </li>
  );
}

createRoot(document.getElementById("products")).render(
  <ul>{products.map((product) => <Product key={product.id} {...product} />)}</ul>
);
