import Testing

/// The rating input's average, hover preview and right-to-left checks in Chromium, as
/// `WebFaceBrowserTests` drives it, in a browser session of their own: the two suites run at
/// the same time. Each waits on its browser far more than it computes, and one session for all
/// of them was the last thing `swift test` waited for (a minute alone, two to three in the
/// whole run on two cores); split in two, each is about half that.
@Suite(.serialized, .browserSession("input"))
struct WebFaceInputBrowserTests {}
