/// "Did you mean …?" for misspelt names: the closest candidate by edit distance, if close enough.
public enum Suggest {
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        // A unique completion of what was typed (`requestAlways`) is the likeliest intent.
        let completions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if lowered.count >= 4 && completions.count == 1 { return completions[0] }
        let scored = candidates.map { (candidate: $0, distance: distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        // Allow about a third of the word to differ: catches typos, not unrelated short words.
        return best.distance <= max(1, word.count / 3) ? best.candidate : nil
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
