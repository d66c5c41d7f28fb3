/// Greedy word wrap by character count, for the SVG and text alerts (their fonts are known).
enum Wrap {
    /// `text` in lines of at most `width` characters, broken at spaces; a word longer than a line
    /// is cut into pieces of `width` characters.
    ///
    /// Linear in the text: each word is counted once and cut by walking its indices forward
    /// (cutting by `prefix` and `dropFirst` of the rest recounted the rest at every piece, so a
    /// 2 MB name took half a minute).
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        var currentCount = 0  // characters in `current`, never more than `width`
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let count = word.count
            if currentCount > 0, currentCount + 1 + count <= width {
                current += " "
                current += word
                currentCount += 1 + count
                continue
            }
            if currentCount > 0 { lines.append(current) }
            var start = word.startIndex, left = count
            while left > width {
                let end = word.index(start, offsetBy: width)
                lines.append(String(word[start..<end]))
                (start, left) = (end, left - width)
            }
            current = String(word[start...])
            currentCount = left
        }
        if currentCount > 0 { lines.append(current) }
        return lines
    }
}
