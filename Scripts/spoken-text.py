#!/usr/bin/env python3
"""What a screen reader is told of each element of a page, in Chromium's and Firefox's
accessibility trees: the text of its subtree (its static texts, in order, as a reader reads
them), and the role and name of each named node in it.

    Scripts/spoken-text.py PAGE.html ID…

Chromium (headless, through chromedriver, CDP Accessibility.queryAXTree on each element) and
Firefox ESR (headless, Marionette with system access: the parent process's
nsIAccessibilityService, walking the content document's accessibles by their DOM id), read
once every element is in its tree and two readings a moment apart agree (a page may change
itself after load; a busy machine builds the tree later), for at most 30 s. The live
ratings' spoken value
(Documentation/web-pages.md, "What a screen reader hears") was measured with it. Standard
library only; starts and stops its own browsers.
"""
import json, os, shutil, socket, subprocess, sys, tempfile, time, urllib.request

from marionette import Marionette  # Scripts/marionette.py, beside this script


def http(method, url, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())["value"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def chromium(page, ids):
    port = free_port()
    driver = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                http("GET", base + "/status"); break
            except OSError:
                time.sleep(0.1)
        options = {"binary": "/usr/bin/chromium", "args": ["--headless=new", "--no-sandbox", "--window-size=900,700"]}
        session = base + "/session/" + http("POST", base + "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})["sessionId"]
        cdp = lambda method, params={}: http("POST", session + "/goog/cdp/execute", {"cmd": method, "params": params})
        http("POST", session + "/url", {"url": "file://" + page})
        cdp("Accessibility.enable")
        rows = settled(lambda: chromium_rows(cdp, ids))
        http("DELETE", session)
        return rows
    finally:
        driver.terminate()


def settled(read):
    """The rows `read` gives once every element is found and two readings 0.25 s apart agree,
    or the last after 30 s."""
    deadline = time.monotonic() + 30
    rows = read()
    while time.monotonic() < deadline:
        time.sleep(0.25)
        again = read()
        if again == rows and all(text is not None for _, text, _ in again):
            break
        rows = again
    return rows


def chromium_rows(cdp, ids):
    """Each element's row in Chromium's tree, as `chromium` prints them."""
    rows = []
    for id in ids:
        found = cdp("Runtime.evaluate", {"expression": f"document.getElementById({json.dumps(id)})"})["result"]
        if "objectId" not in found:
            rows.append((id, None, "no such element")); continue
        texts = cdp("Accessibility.queryAXTree", {"objectId": found["objectId"], "role": "StaticText"})["nodes"]
        text = "".join(n.get("name", {}).get("value", "") for n in texts)
        tree = cdp("Accessibility.queryAXTree", {"objectId": found["objectId"]})["nodes"]
        named = [f'{n["role"]["value"]}={n["name"]["value"]}' for n in tree
                 if n.get("name", {}).get("value") and n.get("role", {}).get("value") not in ("StaticText", "InlineTextBox")]
        roles = [n["role"]["value"] for n in tree if n.get("role", {}).get("value") in ("deletion", "image", "group", "none")]
        rows.append((id, text, ", ".join(named + roles)))
    return rows


FIREFOX_TREE = r'''
const service = Cc["@mozilla.org/accessibilityService;1"].getService(Ci.nsIAccessibilityService);
let root = null;
(function find(a) { for (let c = a.firstChild; c && !root; c = c.nextSibling) {
  if (service.getStringRole(c.role) == "document" && c.parent && service.getStringRole(c.parent.role) == "internal frame") root = c; else find(c); } })(service.getAccessibleFor(document));
const wanted = new Set(arguments[0]), rows = {};
function text(a) { let t = ""; for (let c = a.firstChild; c; c = c.nextSibling) { const r = service.getStringRole(c.role); t += (r == "text leaf" || r == "statictext") ? c.name : text(c); } return t; }
function named(a, out) { for (let c = a.firstChild; c; c = c.nextSibling) { const r = service.getStringRole(c.role);
  if (!["text leaf", "statictext", "text container"].includes(r)) out.push(c.name ? r + "=" + c.name : r); named(c, out); } return out; }
if (!root) return null;
(function walk(a) { for (let c = a.firstChild; c; c = c.nextSibling) { if (wanted.has(c.id)) rows[c.id] = [text(c), named(c, []).join(", ")]; walk(c); } })(root);
return rows;
'''


def firefox(page, ids):
    profile = tempfile.mkdtemp(prefix="spoken-text-")
    port = free_port()
    with open(os.path.join(profile, "user.js"), "w") as f:
        f.write(f'user_pref("marionette.port", {port});\n')
    browser = subprocess.Popen(["firefox-esr", "--headless", "--marionette", "-remote-allow-system-access", "-no-remote",
                                "-profile", profile, "--window-size=900,700"], env=dict(os.environ, HOME=profile),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        command = Marionette(port)
        command("WebDriver:NewSession", {"capabilities": {}})
        command("WebDriver:Navigate", {"url": "file://" + page})
        body = command("WebDriver:FindElement", {"using": "css selector", "value": "body"})["value"]
        command("WebDriver:GetComputedLabel", {"id": list(body.values())[0]})  # turns accessibility on
        command("Marionette:SetContext", {"value": "chrome"})
        def read():
            # The parent process's tree exists once its service does, and fills in a moment
            # later (the script finds no document's tree until then).
            command("WebDriver:ExecuteScript", {"script": 'Cc["@mozilla.org/accessibilityService;1"]'
                                                '.getService(Ci.nsIAccessibilityService).getAccessibleFor(document)', "args": []})
            rows = command("WebDriver:ExecuteScript", {"script": FIREFOX_TREE, "args": [ids]})["value"] or {}
            return [(id, *(rows.get(id) or (None, "no such element"))) for id in ids]
        rows = settled(read)
        try:
            command("Marionette:Quit", {"flags": ["eForceQuit"]})
        except Exception:
            pass
        return rows
    finally:
        try:
            browser.wait(20)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    page, ids = os.path.abspath(sys.argv[1]), sys.argv[2:]
    for name, read in (("Chromium", chromium), ("Firefox", firefox)):
        print(f"== {name}")
        for id, text, extra in read(page, ids):
            print(f"{id}\t{json.dumps(text, ensure_ascii=False)}\t{extra}")
