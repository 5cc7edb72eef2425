// An Eleventy plugin: the shortcode `rating` writes a star rating with the starsvg command.
//
//   eleventyConfig.addPlugin(require("./starsvg.js"));        // in .eleventy.js
//
//   {% rating 4.5 %}                                           Liquid or Nunjucks
//   {% rating 7, { stars: 10, levels: [2, 8], label: "Espresso machine: 7 out of 10" } %}
//
// The options are starsvg's long options: a key is the option's name (`fill-mode` or
// `fillMode`), an array is joined with commas, `true` is a flag and `false` leaves it out.
// The output is an HTML snippet (`--format html`) unless the options say otherwise.
"use strict";

const { execFileSync } = require("node:child_process");

/** Options that send the output to files, which a shortcode's caller never sees. */
const fileOptions = ["--output", "--css-out", "--js-out"];

/**
 * starsvg's arguments for a rating.
 * @param {number|string} value the rating, 0 to the number of stars
 * @param {object} [options] starsvg's long options by name
 * @returns {string[]}
 */
function ratingArguments(value, options = {}) {
  const args = [];
  if (!("format" in options)) args.push("--format", "html");
  args.push("--value", String(value));
  for (const [key, option] of Object.entries(options)) {
    if (option === false || option === null || option === undefined) continue;
    const name = "--" + key.replace(/[A-Z]/g, (letter) => "-" + letter.toLowerCase());
    if (fileOptions.includes(name)) {
      throw new Error(`starsvg: ${name} writes a file; the shortcode puts the rating into the page, so it takes no ${key}`);
    }
    if (option === true) args.push(name);
    else args.push(name, Array.isArray(option) ? option.join(",") : String(option));
  }
  return args;
}

/**
 * A function that runs starsvg, once for each distinct list of arguments: the same options
 * always give the same bytes, so a page that shows one rating many times, or a rebuild under
 * `eleventy --serve`, starts no new process.
 * @param {string} binary the starsvg program, a path or a name looked up on PATH
 */
function makeRenderer(binary) {
  const cache = new Map();
  return function render(value, options) {
    const args = ratingArguments(value, options);
    const key = JSON.stringify(args);
    if (!cache.has(key)) cache.set(key, run(binary, args));
    return cache.get(key);
  };
}

/** Runs starsvg without a shell; its `Error:` line becomes the thrown error's message. */
function run(binary, args) {
  try {
    return execFileSync(binary, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20 });
  } catch (error) {
    if (error.code === "ENOENT") {
      throw new Error(`starsvg: '${binary}' not found; put starsvg on PATH, set STARSVG, or pass { binary } to the plugin`);
    }
    const stderr = String(error.stderr ?? "");
    const line = stderr.split("\n").find((text) => text.startsWith("Error: "));
    throw new Error(line ? "starsvg: " + line.slice("Error: ".length) : `starsvg ${args.join(" ")} failed: ${stderr || error.message}`);
  }
}

/**
 * The plugin.
 * @param {object} eleventyConfig Eleventy's configuration API
 * @param {object} [pluginOptions]
 * @param {string} [pluginOptions.binary] the starsvg program (default: $STARSVG, else starsvg on PATH)
 * @param {string} [pluginOptions.shortcode] the shortcode's name (default: rating)
 */
function starsvgPlugin(eleventyConfig, pluginOptions = {}) {
  const binary = pluginOptions.binary || process.env.STARSVG || "starsvg";
  eleventyConfig.addShortcode(pluginOptions.shortcode || "rating", makeRenderer(binary));
}

module.exports = starsvgPlugin;
module.exports.ratingArguments = ratingArguments;
module.exports.makeRenderer = makeRenderer;
