import Foundation

/// One browser session driven over WebDriver (W3C, as `chromedriver` speaks it, plus its
/// `goog/cdp/execute` passage to the DevTools protocol), over HTTP on 127.0.0.1
/// (`LocalHTTPClient`).
///
/// Pointer and keyboard input goes through WebDriver's actions, which Chromium receives as
/// real input events (trusted, with hit testing, focus and default actions), not as events
/// that page script dispatches.
final class WebDriverSession: Sendable {
    /// chromedriver's port on 127.0.0.1.
    let port: Int
    /// The session's id.
    let id: String

    /// WebDriver's key codes (the Unicode private-use characters of the spec).
    enum Key: String {
        case tab = "\u{E004}"
        case escape = "\u{E00C}"
        case delete = "\u{E017}"
        case arrowRight = "\u{E014}"
        case arrowLeft = "\u{E012}"
    }

    /// Starts a headless Chromium at `binary` with a viewport of `width`×`height` CSS pixels at
    /// device scale 1, whose console messages (CSP violations among them) can be read back.
    init(port: Int, binary: String, width: Int, height: Int) async throws {
        self.port = port
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": [
                "binary": binary,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                         "--window-size=\(width),\(height)", "--disable-extensions", "--no-first-run", "--disable-dev-shm-usage",
                         // Headless, Chromium finds no mouse and says (hover: none) and
                         // (pointer: none): these are a desktop's mouse, which the tests use.
                         "--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4"],
            ],
            "goog:loggingPrefs": ["browser": "ALL"],
        ] as [String: Any]]]
        let value = try await Self.send("POST", port: port, "/session", capabilities)
        guard let id = (value as? [String: Any])?["sessionId"] as? String else {
            throw WebDriverError(description: "no session id in \(value)")
        }
        self.id = id
    }

    /// Loads `url` and waits for it (WebDriver waits for the load event).
    func navigate(to url: String) async throws {
        _ = try await command("POST", "url", ["url": url])
    }

    /// The page's URL.
    func currentURL() async throws -> String {
        try await command("GET", "url") as? String ?? ""
    }

    /// Runs `script` (a function body; `arguments[0]`… are `arguments`) and returns its result.
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any {
        try await command("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// A DevTools protocol command, through chromedriver.
    @discardableResult
    func devTools(_ method: String, _ parameters: [String: Any] = [:]) async throws -> Any {
        try await command("POST", "goog/cdp/execute", ["cmd": method, "params": parameters])
    }

    /// A mouse click at (`x`, `y`) in the viewport, as real input: move, press, release.
    func click(x: Double, y: Double) async throws {
        try await perform([[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [
                ["type": "pointerMove", "origin": "viewport", "x": Int(x.rounded()), "y": Int(y.rounded()), "duration": 0],
                ["type": "pointerDown", "button": 0],
                ["type": "pointerUp", "button": 0],
            ],
        ]])
    }

    /// Moves the mouse to (`x`, `y`) in the viewport, as real input, pressing nothing: what
    /// lies under it then matches `:hover`.
    func move(x: Double, y: Double) async throws {
        try await perform([[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [
                ["type": "pointerMove", "origin": "viewport", "x": Int(x.rounded()), "y": Int(y.rounded()), "duration": 0],
            ],
        ]])
    }

    /// Presses and releases `keys`, one after the other, as real keyboard input.
    func press(_ keys: Key...) async throws {
        let actions = keys.flatMap { [["type": "keyDown", "value": $0.rawValue], ["type": "keyUp", "value": $0.rawValue]] }
        try await perform([["type": "key", "id": "keyboard", "actions": actions]])
    }

    /// The viewport as a PNG.
    func screenshot() async throws -> Data {
        guard let text = try await command("GET", "screenshot") as? String, let data = Data(base64Encoded: text) else {
            throw WebDriverError(description: "the screenshot is not base64")
        }
        return data
    }

    /// The browser's console messages since the last call (level and text).
    func consoleMessages() async throws -> [String] {
        let entries = try await command("POST", "se/log", ["type": "browser"]) as? [[String: Any]] ?? []
        return entries.map { "\($0["level"] ?? "?"): \($0["message"] ?? "")" }
    }

    /// Ends the session, closing the browser.
    func close() async {
        _ = try? await Self.send("DELETE", port: port, "/session/\(id)", nil)
    }

    private func perform(_ sources: [[String: Any]]) async throws {
        _ = try await command("POST", "actions", ["actions": sources])
        _ = try await command("DELETE", "actions")
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any {
        try await Self.send(method, port: port, "/session/\(id)/\(path)", body ?? (method == "POST" ? [:] : nil))
    }

    /// One WebDriver request; its `value`, or its error as a `WebDriverError`.
    private static func send(_ method: String, port: Int, _ path: String, _ body: [String: Any]?) async throws -> Any {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let response = try await LocalHTTPClient.send(method, port: port, path: path, body: data)
        let json = (try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])) as? [String: Any]
        let value = json?["value"] ?? NSNull()
        if response.status != 200 {
            let error = (value as? [String: Any]).map { "\($0["error"] ?? ""): \($0["message"] ?? "")" } ?? String(decoding: response.body, as: UTF8.self)
            throw WebDriverError(description: "\(method) \(path) → \(response.status): \(error.prefix(600))")
        }
        return value
    }
}
