// Eleventy's configuration: the starsvg plugin, and the pages in src/.
const starsvg = require("./starsvg.js");

module.exports = function (eleventyConfig) {
  eleventyConfig.addPlugin(starsvg);
  return { dir: { input: "src", output: "_site" } };
};
