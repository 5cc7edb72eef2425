import Testing

/// One of the four real renderers the pictures are checked in.
enum RenderEngine: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Chromium, headless, `--screenshot` of an HTML page (Debian `chromium`).
    case chromium
    /// Firefox ESR, headless, `--screenshot` of an HTML page (Debian `firefox-esr`).
    case firefox
    /// librsvg's `rsvg-convert`, one SVG file a call (Debian `librsvg2-bin`).
    case librsvg
    /// resvg, one SVG file a call (PyPI `resvg-cli`).
    case resvg

    /// The name shown in test output and reports.
    var testDescription: String { rawValue }

    /// Whether the engine renders an HTML page (many cases in one screenshot) rather than one
    /// SVG file a call.
    var isBrowser: Bool { self == .chromium || self == .firefox }

    /// The program names to look for on `PATH`, best first.
    var programNames: [String] {
        switch self {
        case .chromium: ["chromium", "chromium-browser"]
        case .firefox: ["firefox-esr", "firefox"]
        case .librsvg: ["rsvg-convert"]
        case .resvg: ["resvg"]
        }
    }

    /// Absolute paths tried before `PATH`: Debian's `/usr/bin/chromium` is a shell wrapper that
    /// reads `/etc/chromium.d` on every start; the binary behind it starts faster and takes the
    /// same flags.
    var preferredPaths: [String] {
        self == .chromium ? ["/usr/lib/chromium/chromium"] : []
    }

    /// Where to get it, for the message shown when it is missing.
    var installHint: String {
        switch self {
        case .chromium: "apt-get install chromium"
        case .firefox: "apt-get install firefox-esr"
        case .librsvg: "apt-get install librsvg2-bin"
        case .resvg: "pip install resvg-cli==0.44.0"
        }
    }
}
