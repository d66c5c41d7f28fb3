/// locflow's YAML reader: YAML 1.2 text into a `Located` tree, with each node's line and column
/// counted as libyaml counts them (and so as Yams reported them before this reader replaced it).
///
/// It reads what scenario authors write: block mappings and sequences (compact `- key: v`,
/// sequences not indented under their key), flow `[ ]` and `{ }`, every scalar style, comments,
/// `---`/`...` and directives, anchors and aliases (expanded, under a budget), tags. Things it
/// refuses rather than reads differently (explicit `? ` keys, collections as keys, several
/// documents) are errors that name the feature. No Foundation: this stays in the static binary.
struct YAMLParser {
    var cursor: YAMLCursor
    /// Anchored nodes by name; a later anchor of the same name shadows the earlier (YAML 1.2).
    var anchors: [String: YAMLNode] = [:]
    /// Values counted so far, aliases expanded, against `maxValues`.
    var values = 0
    let maxValues: Int
    let maxDepth: Int

    init(_ text: String, maxValues: Int, maxDepth: Int) throws(YAMLError) {
        cursor = try YAMLCursor(text)
        self.maxValues = maxValues
        self.maxDepth = maxDepth
    }

    /// Reads the one document of the stream, or nil when the stream holds none (only comments).
    mutating func document() throws(YAMLError) -> YAMLNode? {
        let explicit = try directives()
        if !explicit && cursor.atEnd { return nil }
        if cursor.atDocumentMarker && cursor.peek() == UInt8(ascii: ".") {
            // `...` before any document: libyaml's words for it.
            throw YAMLError("did not find expected node content", at: cursor.mark, while: "while parsing a block node", from: cursor.mark)
        }
        let root: YAMLNode
        if cursor.atDocumentMarker {
            // After `---` the root may sit on the same line; an empty document is a null at the next token.
            cursor.pos += 3
            root = try blockNode(indent: -1, depth: 0, emptyMark: nil, context: .documentStart)
        } else {
            root = try blockNode(indent: -1, depth: 0, emptyMark: nil, context: .root)
        }
        if !atIndentation {
            cursor.skipBlanks()
            cursor.skipComment()
            if cursor.peek() != UInt8(ascii: "\n") && !cursor.atEnd { throw YAMLError("did not find expected <document start>", at: cursor.mark) }
        }
        try skipToContent(tabsAllowed: false)
        var ended = false
        while cursor.atDocumentMarker && cursor.peek() == UInt8(ascii: ".") {
            cursor.pos += 3
            ended = true
            try skipToContent(tabsAllowed: true)
        }
        if !cursor.atEnd {
            if cursor.atDocumentMarker || ended || cursor.peek() == UInt8(ascii: "%") {
                throw YAMLError("but found another document", at: cursor.mark, while: "expected a single document in the stream", from: YAMLMark(line: 1, column: 1))
            }
            throw YAMLError("did not find expected <document start>", at: cursor.mark)
        }
        return root
    }

    /// `%YAML` and `%TAG` lines before the first document; true when there were any (then `---` must follow).
    private mutating func directives() throws(YAMLError) -> Bool {
        try skipToContent(tabsAllowed: false)
        var any = false
        while cursor.peek() == UInt8(ascii: "%") && cursor.pos == cursor.lineStart {
            let start = cursor.mark
            let name = word()
            if name == "%YAML" {
                cursor.skipBlanks()
                let version = word()
                guard version.hasPrefix("1.") else {
                    throw YAMLError("found incompatible YAML document", at: start, while: "while parsing a %YAML directive", from: start)
                }
            } else {
                // %TAG and reserved directives: the tag handles only matter for `!!str`, which keeps its meaning.
                while cursor.peek() != UInt8(ascii: "\n") && !cursor.atEnd { cursor.pos += 1 }
            }
            any = true
            try skipToContent(tabsAllowed: false)
        }
        if any && !(cursor.atDocumentMarker && cursor.peek() == UInt8(ascii: "-")) {
            throw YAMLError("did not find expected <document start>", at: cursor.mark)
        }
        return any
    }

    /// The run of non-blank bytes at the cursor.
    private mutating func word() -> String {
        let start = cursor.pos
        while !YAMLBytes.isBlankOrBreak(cursor.peek()) { cursor.pos += 1 }
        return String(decoding: cursor.bytes[start..<cursor.pos], as: UTF8.self)
    }

}

/// A node as read: the tree locflow uses, plus what aliases, the budget and duplicate keys need.
struct YAMLNode {
    var located: Located
    /// Values in this node once aliases are expanded (itself included).
    var size: Int
    /// Levels below this node (0 for a scalar).
    var height: Int
    /// The explicit tag, if any: with the style, what Yams compares keys by besides their text (`YAMLKeys`).
    var tag: String?
}
