#!/usr/bin/env python3
"""What a screen reader is told of each element of a page, in Chromium's and Firefox's
accessibility trees: the text of its subtree (its static texts, in order, as a reader reads
them), and the role and name of each named node in it.

    Scripts/spoken-text.py PAGE.html ID…

Chromium (headless, through chromedriver, CDP Accessibility.queryAXTree on each element) and
Firefox ESR (headless, Marionette with system access: the parent process's
nsIAccessibilityService, walking the content document's accessibles by their DOM id), read
once its tree is built, a second or more after load. The live ratings' spoken value
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
        time.sleep(1)
        cdp("Accessibility.enable")
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
        http("DELETE", session)
        return rows
    finally:
        driver.terminate()


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
        # The parent process's tree exists once its service does, and fills in a moment later.
        rows = None
        for _ in range(20):
            command("WebDriver:ExecuteScript", {"script": 'Cc["@mozilla.org/accessibilityService;1"]'
                                                '.getService(Ci.nsIAccessibilityService).getAccessibleFor(document)', "args": []})
            time.sleep(1)
            rows = command("WebDriver:ExecuteScript", {"script": FIREFOX_TREE, "args": [ids]})["value"]
            if rows is not None:
                break
        try:
            command("Marionette:Quit", {"flags": ["eForceQuit"]})
        except Exception:
            pass
        rows = rows or {}
        return [(id, *(rows.get(id) or (None, "no such element"))) for id in ids]
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
