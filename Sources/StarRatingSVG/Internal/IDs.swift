/// The ids of one rating's elements, all under its prefix so that ratings never share one.
struct IDs {
    let star: String
    let row: String
    let stars: String
    let bevel: String
    let rim: String
    let soft: String
    let fill: String

    init(prefix: String) {
        star = prefix + "-s"
        row = prefix + "-r"
        stars = prefix + "-k"
        bevel = prefix + "-b"
        rim = prefix + "-e"
        soft = prefix + "-m"
        fill = prefix + "-f"
    }
}
