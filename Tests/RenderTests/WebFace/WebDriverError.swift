/// WebDriver answered with an error, or not as expected.
struct WebDriverError: Error, CustomStringConvertible {
    /// What was asked and what came back.
    let description: String
}
