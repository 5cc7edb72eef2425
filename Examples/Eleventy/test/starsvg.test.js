// Tests the shortcode with Node alone (no Eleventy): a stand-in for Eleventy's configuration
// object captures what the plugin registers, and each rating must be byte for byte what
// starsvg writes when run directly.
//
//   STARSVG=/path/to/starsvg node --test test/        (or starsvg on PATH)
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { spawnSync } = require("node:child_process");

const starsvg = require("../starsvg.js");
const binary = process.env.STARSVG || "starsvg";

/** What `starsvg args…` writes, run directly. */
function direct(args) {
  const result = spawnSync(binary, args, { encoding: "utf8" });
  assert.equal(result.error, undefined, `cannot run ${binary}: ${result.error}`);
  return result;
}

/** The shortcodes that `configure` registers, by name, as Eleventy would hold them. */
function registered(configure) {
  const shortcodes = new Map();
  const eleventyConfig = {
    addShortcode(name, shortcode) { shortcodes.set(name, shortcode); },
    addPlugin(plugin, options) { plugin(this, options); },
  };
  configure(eleventyConfig);
  return shortcodes;
}

test(".eleventy.js registers the rating shortcode", () => {
  const shortcodes = registered(require("../.eleventy.js"));
  assert.deepEqual([...shortcodes.keys()], ["rating"]);
});

test("each rating is what starsvg writes for the same options", () => {
  const rating = registered((config) => starsvg(config, { binary })).get("rating");
  const cases = [
    [[4.5], ["--format", "html", "--value", "4.5"]],
    [[7, { stars: 10, levels: [2, 8], fillMode: "width", label: "Espresso machine: 7 out of 10" }],
     ["--format", "html", "--value", "7", "--stars", "10", "--levels", "2,8", "--fill-mode", "width", "--label", "Espresso machine: 7 out of 10"]],
    [[2.5, { colors: ["tomato", "rgb(0, 128, 0)"], levels: [3], animate: true, pretty: false }],
     ["--format", "html", "--animate", "--value", "2.5", "--colors", "tomato,rgb(0, 128, 0)", "--levels", "3"]],
    [[3, { interactive: true, name: "stars", "no-script": true }],
     ["--interactive", "--value", "3", "--name", "stars", "--no-script"]],
    [["4", { format: "svg", size: 48 }], ["--value", "4", "--size", "48"]],
  ];
  for (const [shortcodeArguments, commandLine] of cases) {
    const expected = direct(commandLine);
    assert.equal(expected.status, 0, `starsvg ${commandLine.join(" ")}: ${expected.stderr}`);
    assert.equal(rating(...shortcodeArguments), expected.stdout, `rating(${JSON.stringify(shortcodeArguments)})`);
  }
});

test("a bad value throws with starsvg's Error message", () => {
  const rating = registered((config) => starsvg(config, { binary })).get("rating");
  const expected = direct(["--format", "html", "--value", "9"]);
  assert.equal(expected.status, 64);
  const errorLine = expected.stderr.split("\n")[0];
  assert.match(errorLine, /^Error: /);
  assert.throws(() => rating(9), { message: "starsvg: " + errorLine.slice("Error: ".length) });
});

test("options that write files are refused: the rating belongs in the page", () => {
  const rating = registered((config) => starsvg(config, { binary })).get("rating");
  for (const options of [{ output: "rating.svg" }, { cssOut: "rating.css" }, { "js-out": "rating.js", interactive: true }]) {
    assert.throws(() => rating(4, options), /^Error: starsvg: --(output|css-out|js-out) writes a file/);
  }
});

test("starsvg runs once for each distinct rating", (context) => {
  // A stand-in binary that logs each call, then runs the real one.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "starsvg-eleventy-"));
  context.after(() => fs.rmSync(folder, { recursive: true, force: true }));
  const log = path.join(folder, "calls");
  const counting = path.join(folder, "starsvg");
  fs.writeFileSync(counting, `#!/bin/sh\necho call >> '${log}'\nexec '${resolve(binary)}' "$@"\n`, { mode: 0o755 });
  const rating = registered((config) => starsvg(config, { binary: counting })).get("rating");
  const first = rating(4, { stars: 5 });
  assert.equal(rating(4, { stars: 5 }), first);
  rating(3);
  rating(4, { stars: 5 });
  assert.equal(fs.readFileSync(log, "utf8"), "call\ncall\n");
});

test("a missing binary says how to name it", () => {
  const rating = registered((config) => starsvg(config, { binary: "/nonexistent/starsvg" })).get("rating");
  assert.throws(() => rating(4), /starsvg: '\/nonexistent\/starsvg' not found; put starsvg on PATH, set STARSVG/);
});

/** The program `name` stands for: itself when it has a slash, otherwise found on PATH. */
function resolve(name) {
  if (name.includes("/")) return path.resolve(name);
  for (const folder of (process.env.PATH || "").split(path.delimiter)) {
    const candidate = path.join(folder, name);
    try { fs.accessSync(candidate, fs.constants.X_OK); return candidate; } catch {}
  }
  return assert.fail(`${name} not found on PATH`);
}
