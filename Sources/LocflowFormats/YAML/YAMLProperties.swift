/// Node properties (anchors `&a` and tags `!t`), aliases `*a`, and the budget of values and depth
/// that stops alias bombs and deep nesting.
struct YAMLProperties {
    /// Where the first property starts: libyaml gives the node this mark, not its content's.
    var mark: YAMLMark
    var anchor: String?
    /// The tag in full (`!!str` is `tag:yaml.org,2002:str`), nil when there is none.
    var tag: String?

    static let stringTag = "tag:yaml.org,2002:str"
}

extension YAMLParser {
    /// Reads `&anchor` and `!tag` (either order, at most one each) at the cursor.
    mutating func properties(inFlow: Bool) throws(YAMLError) -> YAMLProperties {
        var props = YAMLProperties(mark: cursor.mark)
        while true {
            let c = cursor.peek()
            if c == UInt8(ascii: "&") && props.anchor == nil {
                props.anchor = try name(of: "an anchor", inFlow: inFlow)
            } else if c == UInt8(ascii: "!") && props.tag == nil {
                props.tag = try tag(inFlow: inFlow)
            } else {
                return props
            }
            cursor.skipBlanks()
        }
    }

    /// The name after `&` or `*`, checked as libyaml checks it.
    mutating func name(of what: String, inFlow: Bool) throws(YAMLError) -> String {
        let start = cursor.mark
        cursor.pos += 1
        let begin = cursor.pos
        while YAMLBytes.isAnchorCharacter(cursor.peek()) { cursor.pos += 1 }
        let next = cursor.peek()
        let endsWell = YAMLBytes.isBlankOrBreak(next) || next == UInt8(ascii: "?") || next == UInt8(ascii: ":") || next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}") || next == UInt8(ascii: "%") || next == UInt8(ascii: "@") || next == UInt8(ascii: "`")
        guard cursor.pos > begin, endsWell else {
            throw YAMLError("did not find expected alphabetic or numeric character", at: cursor.mark, while: "while scanning \(what == "an anchor" ? "an anchor" : "an alias")", from: start)
        }
        return String(decoding: cursor.bytes[begin..<cursor.pos], as: UTF8.self)
    }

    /// A tag: `!<verbatim>`, `!!suffix` (the YAML core schema), `!handle!suffix`, `!local` or `!`.
    private mutating func tag(inFlow: Bool) throws(YAMLError) -> String {
        let start = cursor.mark
        let begin = cursor.pos
        if cursor.peek(1) == UInt8(ascii: "<") {
            cursor.pos += 2
            let inner = cursor.pos
            while cursor.peek() != UInt8(ascii: ">") && !YAMLBytes.isBlankOrBreak(cursor.peek()) { cursor.pos += 1 }
            guard cursor.peek() == UInt8(ascii: ">") else {
                throw YAMLError("did not find the expected '>'", at: cursor.mark, while: "while scanning a tag", from: start)
            }
            let text = String(decoding: cursor.bytes[inner..<cursor.pos], as: UTF8.self)
            cursor.pos += 1
            return text
        }
        while !YAMLBytes.isBlankOrBreak(cursor.peek()) && !(inFlow && YAMLBytes.isFlowIndicator(cursor.peek())) { cursor.pos += 1 }
        let text = String(decoding: cursor.bytes[begin..<cursor.pos], as: UTF8.self)
        if !YAMLBytes.isBlankOrBreak(cursor.peek()) && !inFlow {
            throw YAMLError("did not find expected whitespace or line break", at: cursor.mark, while: "while scanning a tag", from: start)
        }
        return text.hasPrefix("!!") ? "tag:yaml.org,2002:" + text.dropFirst(2) : text
    }

    /// `*name`: the anchored node again, whole, with its own marks (as Yams' composer gives it).
    mutating func alias(depth: Int) throws(YAMLError) -> YAMLNode {
        let start = cursor.mark
        let name = try name(of: "an alias", inFlow: false)
        guard let node = anchors[name] else { throw YAMLError("found undefined alias", at: start) }
        try count(node.size, at: start)
        if depth + node.height > maxDepth { throw YAMLError.limit("values nest deeper than \(maxDepth) levels", at: start) }
        return node
    }

    /// Counts `n` more values against the budget.
    mutating func count(_ n: Int, at mark: YAMLMark) throws(YAMLError) {
        values += n
        if values > maxValues {
            throw YAMLError.limit("the document holds more than \(maxValues) values once its YAML aliases are expanded", at: mark)
        }
    }

    /// Refuses a node deeper than `maxDepth` before reading it, so the stack stays bounded.
    func checkDepth(_ depth: Int, at mark: YAMLMark) throws(YAMLError) {
        if depth > maxDepth { throw YAMLError.limit("values nest deeper than \(maxDepth) levels", at: mark) }
    }

    /// Remembers `node` under its anchor, once it is complete (so `&a [*a]` is an undefined alias, as in Yams).
    mutating func register(_ node: YAMLNode, _ props: YAMLProperties?) {
        if let anchor = props?.anchor { anchors[anchor] = node }
    }

    /// A scalar node. `plain` is false for quoted and block styles and for an explicit `!!str`, which
    /// says "a string" as clearly as quotes do (so `!!str null` is not null).
    mutating func scalar(_ text: String, plain: Bool, at mark: YAMLMark, _ props: YAMLProperties?) throws(YAMLError) -> YAMLNode {
        try count(1, at: mark)
        let tag = props?.tag
        let isPlain = plain && tag != YAMLProperties.stringTag
        let node = YAMLNode(located: Located(.scalar(text, plain: isPlain), line: mark.line, column: mark.column), size: 1, height: 0, tag: tag)
        register(node, props)
        return node
    }

    /// The null of a value left out (`key:` or `-`), at the mark libyaml gives it.
    mutating func empty(at mark: YAMLMark, _ props: YAMLProperties?) throws(YAMLError) -> YAMLNode {
        try scalar("", plain: true, at: props?.mark ?? mark, props)
    }
}

extension YAMLError {
    /// A limit of locflow's own (values, depth), worded as before, without the "not valid YAML" prefix.
    static func limit(_ message: String, at mark: YAMLMark) -> YAMLError {
        var error = YAMLError(message, at: mark)
        error.ownWords = true
        return error
    }
}
