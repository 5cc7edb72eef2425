/// A gallery page in a right-to-left language (`<html dir="rtl">`): the web faces as a site in
/// Arabic or Hebrew uses them, each in the page's language, with the command beside it. Every
/// snippet follows the page's direction (the default, `--dir auto`), so the stars fill from the
/// right and the input's k-th star from the right picks k.
struct RightToLeftPage: Sendable {
    /// The page's file in `Samples/`.
    let fileName: String
    /// The page's language, a built-in locale's tag.
    let language: String
    /// The page's title and its `<h1>`.
    let title: String
    /// A paragraph under the title, in the page's language.
    let intro: String
    /// The heading over the pictures, and over the form.
    let picturesHeading: String
    let formHeading: String
    /// The form's button.
    let sendButton: String
    /// A large heading that holds an em-sized rating.
    let headingWithRating: String

    /// The snippets the page shows, in order: a picture, an animated one, one in ems inside the
    /// large heading, and the rating input in a form.
    var samples: [Sample] {
        [
            Sample(fileName: "", arguments: ["--format", "html", "--locale", language, "--value", "3.5", "--size", "32"]),
            Sample(fileName: "", arguments: ["--format", "html", "--animate", "--locale", language, "--stars", "10", "--levels", "2,8",
                                             "--value", "7", "--size", "32"]),
            Sample(fileName: "", arguments: ["--format", "html", "--locale", language, "--value", "4", "--size", "1em"]),
            Sample(fileName: "", arguments: ["--interactive", "--locale", language, "--value", "2", "--size", "40", "--name", "stars"]),
        ]
    }

    static let arabic = RightToLeftPage(
        fileName: "page-ar.html", language: "ar", title: "starsvg: صفحة عربية",
        intro: "كل تقييم في هذه الصفحة يتبع اتجاه الصفحة: تمتلئ النجوم من اليمين.",
        picturesHeading: "تقييم المنتج", formHeading: "قيّم هذه الوصفة", sendButton: "إرسال",
        headingWithRating: "عنوان كبير")

    static let hebrew = RightToLeftPage(
        fileName: "page-he.html", language: "he", title: "starsvg: עמוד בעברית",
        intro: "כל דירוג בעמוד הזה הולך בכיוון העמוד: הכוכבים מתמלאים מימין.",
        picturesHeading: "דירוג המוצר", formHeading: "דרגו את המתכון", sendButton: "שליחה",
        headingWithRating: "כותרת גדולה")
}
