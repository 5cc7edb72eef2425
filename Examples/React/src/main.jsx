// The page: a few products, each with its rating and buttons that change it.
import { useState } from "react";
import { createRoot } from "react-dom/client";
import StarRating from "./StarRating.jsx";

const products = [
  { id: "kettle", name: "Kettle", rating: 1 },
  { id: "lamp", name: "Desk lamp", rating: 4 },
  { id: "espresso", name: "Espresso machine", rating: 3.6 },
];

function Product({ id, name, rating: first }) {
  const [rating, setRating] = useState(first);
  return (
    <li id={id}>
      <h2>{name}</h2>
      <StarRating value={rating} label={`${name}: ${rating} out of 5`} />
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
