/// Block structure: mappings and sequences laid out by indentation, as libyaml reads them.
extension YAMLParser {
    /// Where a block node starts, which decides what may stand on the same line.
    enum BlockContext {
        /// The first node of a document without `---`: the cursor is already on its content.
        case root
        /// After `---`: a scalar may follow on the line, a block collection may not.
        case documentStart
        /// After `key:`: likewise, and a sequence may sit at the key's own column (not indented).
        case mappingValue
        /// After `- `: anything may follow on the line, as in `- key: v` and `- - a`.
        case sequenceEntry
    }

    /// Reads one block node. `indent` is the column of the innermost block collection (-1 at the
    /// top); `emptyMark` is where a left-out value is placed (libyaml: just after its indicator).
    mutating func blockNode(indent n: Int, depth: Int, emptyMark: YAMLMark?, context: BlockContext) throws(YAMLError) -> YAMLNode {
        var sameLine = context != .root
        if sameLine {
            try skipBlanks(tabsAllowed: context != .sequenceEntry)
            cursor.skipComment()
            if cursor.peek() == UInt8(ascii: "\n") || cursor.atEnd {
                try skipToContent(tabsAllowed: false)
                sameLine = false
            }
        }
        if !sameLine && endsNode(indent: n, context: context) {
            return try empty(at: emptyMark ?? cursor.tokenMark, nil)
        }
        var props: YAMLProperties?
        var propsAlone = false
        if cursor.peek() == UInt8(ascii: "&") || cursor.peek() == UInt8(ascii: "!") {
            props = try properties(inFlow: false)
            cursor.skipComment()
            if cursor.peek() == UInt8(ascii: "\n") || cursor.atEnd {
                try skipToContent(tabsAllowed: false)
                if endsNode(indent: n, context: context) { return try empty(at: cursor.tokenMark, props) }
                propsAlone = true
                sameLine = false
            }
        }
        let mark = props?.mark ?? cursor.mark
        try checkDepth(depth, at: mark)
        let c = cursor.peek(), next = cursor.peek(1)
        let collectionsHere = !sameLine || context == .sequenceEntry
        if c == UInt8(ascii: "-") && YAMLBytes.isBlankOrBreak(next) {
            guard collectionsHere else { throw YAMLError("block sequence entries are not allowed in this context", at: cursor.mark) }
            return try blockSequence(column: cursor.column, mark: mark, props, indent: n, depth: depth)
        }
        if c == UInt8(ascii: "?") && YAMLBytes.isBlankOrBreak(next) { throw YAMLUnsupported.error("an explicit key (`? `)", at: cursor.mark) }
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") {
            let text = try blockScalar(indent: n)
            return try scalar(text, plain: false, at: mark, props)
        }
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            let node = try flowCollection(props, depth: depth, indent: n)
            try refuseCollectionKey()
            return node
        }
        // A scalar or an alias, which may turn out to be the first key of a block mapping. Properties
        // on the key's line belong to the key (and start the mapping); alone on a line, to the node.
        if propsAlone && c == UInt8(ascii: "*") {
            throw YAMLError("did not find expected node content", at: cursor.mark, while: "while parsing a block node", from: mark)
        }
        let keyStart = propsAlone || props == nil ? cursor.mark : mark
        let (node, multiline) = try scalarOrAlias(propsAlone ? nil : props, at: keyStart, indent: n, depth: depth, inFlow: false)
        let after = cursor.place
        cursor.skipBlanks()
        guard cursor.peek() == UInt8(ascii: ":") && YAMLBytes.isBlankOrBreak(cursor.peek(1)) else {
            cursor.go(to: after)
            return propsAlone ? applying(props, to: node, at: mark) : node
        }
        if multiline || (sameLine && context != .sequenceEntry) {
            throw YAMLError("mapping values are not allowed in this context", at: cursor.mark)
        }
        return try blockMapping(firstKey: node, column: keyStart.column - 1, mark: propsAlone ? mark : keyStart, propsAlone ? props : nil, depth: depth)
    }

    /// A scalar read before it was known not to be a key, given the properties on the line above.
    private mutating func applying(_ props: YAMLProperties?, to node: YAMLNode, at mark: YAMLMark) -> YAMLNode {
        guard let props else { return node }
        var node = node
        node.located.line = mark.line
        node.located.column = mark.column
        if let tag = props.tag {
            node.tag = tag
            if tag == YAMLProperties.stringTag, case .scalar(let text, _) = node.located.value { node.located.value = .scalar(text, plain: false) }
        }
        register(node, props)
        return node
    }

    /// True where a block node has no content: the end, a document marker, or a line left of
    /// the node's place (a sequence may sit at its key's column after `key:`).
    private mutating func endsNode(indent n: Int, context: BlockContext) -> Bool {
        if cursor.atEnd || cursor.atDocumentMarker { return true }
        let column = cursor.column
        if column > n { return false }
        return !(column == n && context == .mappingValue && cursor.peek() == UInt8(ascii: "-") && YAMLBytes.isBlankOrBreak(cursor.peek(1)))
    }

    /// A scalar (any inline style) or an alias at the cursor, with `props` already read.
    mutating func scalarOrAlias(_ props: YAMLProperties?, at mark: YAMLMark, indent n: Int, depth: Int, inFlow: Bool) throws(YAMLError) -> (YAMLNode, multiline: Bool) {
        let c = cursor.peek()
        switch c {
        case UInt8(ascii: "*"):
            if let props { throw YAMLError("did not find expected node content", at: cursor.mark, while: "while parsing a \(inFlow ? "flow" : "block") node", from: props.mark) }
            return (try alias(depth: depth), false)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, multiline) = try quotedScalar()
            return (try scalar(text, plain: false, at: mark, props), multiline)
        default:
            guard canStartPlain(inFlow: inFlow) else {
                throw YAMLError("found character that cannot start any token", at: cursor.mark, while: "while scanning for the next token", from: cursor.mark)
            }
            let (text, multiline) = try plainScalar(indent: n, inFlow: inFlow)
            return (try scalar(text, plain: true, at: mark, props), multiline)
        }
    }

    /// libyaml's rule for the first character of a plain scalar: no indicator, except `-`, `?`
    /// and `:` followed by something that is not a blank (or, in flow, a flow indicator).
    private func canStartPlain(inFlow: Bool) -> Bool {
        let c = cursor.peek()
        switch c {
        case 0, UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = cursor.peek(1)
            return !(YAMLBytes.isBlankOrBreak(next) || (inFlow && YAMLBytes.isFlowIndicator(next)))
        default:
            return true
        }
    }

    /// A flow collection used as a block mapping key (`[a, b]: c`) is refused by name.
    private mutating func refuseCollectionKey() throws(YAMLError) {
        let after = cursor.place
        cursor.skipBlanks()
        if cursor.peek() == UInt8(ascii: ":") && YAMLBytes.isBlankOrBreak(cursor.peek(1)) {
            throw YAMLUnsupported.error("a list or mapping as a mapping key", at: cursor.mark)
        }
        cursor.go(to: after)
    }

    /// A block mapping whose first key is read; the cursor is on that key's `:`.
    private mutating func blockMapping(firstKey: YAMLNode, column m: Int, mark: YAMLMark, _ props: YAMLProperties?, depth: Int) throws(YAMLError) -> YAMLNode {
        try count(1, at: mark)
        try checkDepth(depth + 1, at: YAMLMark(line: firstKey.located.line ?? 0, column: firstKey.located.column ?? 0))
        var keys: [YAMLNode] = []
        var entries: [(key: Located, value: Located)] = []
        var size = 1, height = 0
        var key = firstKey
        while true {
            cursor.pos += 1
            let value = try blockNode(indent: m, depth: depth + 1, emptyMark: cursor.mark, context: .mappingValue)
            keys.append(key)
            entries.append((key.located, value.located))
            size += key.size + value.size
            height = max(height, key.height + 1, value.height + 1)
            try endOfLine(while: "while parsing a block mapping", from: mark)
            try skipToContent(tabsAllowed: !atIndentation)
            if cursor.atEnd || cursor.atDocumentMarker || cursor.column < m { break }
            if cursor.column > m { throw YAMLError("did not find expected key", at: cursor.mark, while: "while parsing a block mapping", from: mark) }
            key = try blockKey(column: m, depth: depth + 1, mapping: mark)
        }
        try checkDuplicates(keys)
        let node = YAMLNode(located: Located(.map(entries), line: mark.line, column: mark.column), size: size, height: height, tag: nil)
        register(node, props)
        return node
    }

    /// The next key of a block mapping, at the mapping's column; leaves the cursor on its `:`.
    private mutating func blockKey(column: Int, depth: Int, mapping: YAMLMark) throws(YAMLError) -> YAMLNode {
        let c = cursor.peek(), next = cursor.peek(1)
        if c == UInt8(ascii: "?") && YAMLBytes.isBlankOrBreak(next) { throw YAMLUnsupported.error("an explicit key (`? `)", at: cursor.mark) }
        if c == UInt8(ascii: ":") && YAMLBytes.isBlankOrBreak(next) { throw YAMLUnsupported.error("an empty mapping key", at: cursor.mark) }
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { throw YAMLUnsupported.error("a list or mapping as a mapping key", at: cursor.mark) }
        if c == UInt8(ascii: "-") && YAMLBytes.isBlankOrBreak(next) {
            throw YAMLError("did not find expected key", at: cursor.mark, while: "while parsing a block mapping", from: mapping)
        }
        var props: YAMLProperties?
        if c == UInt8(ascii: "&") || c == UInt8(ascii: "!") { props = try properties(inFlow: false) }
        let mark = props?.mark ?? cursor.mark
        try checkDepth(depth, at: mark)
        let (key, multiline) = try scalarOrAlias(props, at: mark, indent: column, depth: depth, inFlow: false)
        cursor.skipBlanks()
        guard !multiline, cursor.peek() == UInt8(ascii: ":"), YAMLBytes.isBlankOrBreak(cursor.peek(1)) else {
            throw YAMLError("could not find expected ':'", at: cursor.mark, while: "while scanning a simple key", from: mark)
        }
        return key
    }

    /// A block sequence at `column`, the cursor on its first `-`.
    private mutating func blockSequence(column s: Int, mark: YAMLMark, _ props: YAMLProperties?, indent n: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        try count(1, at: mark)
        var items: [Located] = []
        var size = 1, height = 0
        while true {
            cursor.pos += 1
            let item = try blockNode(indent: s, depth: depth + 1, emptyMark: cursor.mark, context: .sequenceEntry)
            items.append(item.located)
            size += item.size
            height = max(height, item.height + 1)
            try endOfLine(while: "while parsing a block collection", from: mark)
            try skipToContent(tabsAllowed: !atIndentation)
            if cursor.atEnd || cursor.atDocumentMarker || cursor.column < s { break }
            let column = cursor.column
            if column == s && cursor.peek() == UInt8(ascii: "-") && YAMLBytes.isBlankOrBreak(cursor.peek(1)) { continue }
            // A sequence at its key's column ends where the mapping's next key begins.
            if column == s && s == n { break }
            throw YAMLError("did not find expected '-' indicator", at: cursor.mark, while: "while parsing a block collection", from: mark)
        }
        let node = YAMLNode(located: Located(.list(items), line: mark.line, column: mark.column), size: size, height: height, tag: nil)
        register(node, props)
        return node
    }

    /// True when only blanks precede the cursor on its line (a node that ended at a new line).
    var atIndentation: Bool {
        // Backwards: after content (the common case) the first byte looked at answers.
        var i = cursor.pos - 1
        while i >= cursor.lineStart {
            if !YAMLBytes.isBlank(cursor.bytes[i]) { return false }
            i -= 1
        }
        return true
    }

    /// After a node that ended mid-line: only blanks and a comment may follow on that line.
    private mutating func endOfLine(while context: String, from start: YAMLMark) throws(YAMLError) {
        if atIndentation { return }
        cursor.skipBlanks()
        cursor.skipComment()
        if cursor.peek() != UInt8(ascii: "\n") && !cursor.atEnd {
            let expected = context == "while parsing a block mapping" ? "did not find expected key" : "did not find expected '-' indicator"
            throw YAMLError(expected, at: cursor.mark, while: context, from: start)
        }
    }

    /// Skips blanks on the line; a tab is refused where libyaml refuses it (where a token may start a
    /// line's content: at its start, after `- `), with libyaml's words.
    mutating func skipBlanks(tabsAllowed: Bool) throws(YAMLError) {
        while true {
            let c = cursor.peek()
            if c == UInt8(ascii: " ") {
                cursor.pos += 1
            } else if c == UInt8(ascii: "\t") {
                if !tabsAllowed {
                    throw YAMLError("found character that cannot start any token", at: cursor.mark, while: "while scanning for the next token", from: cursor.mark)
                }
                cursor.pos += 1
            } else {
                return
            }
        }
    }

    /// Skips blanks, comments and breaks in block context; tabs only where `tabsAllowed` on this line.
    mutating func skipToContent(tabsAllowed: Bool) throws(YAMLError) {
        var allowed = tabsAllowed
        while true {
            try skipBlanks(tabsAllowed: allowed)
            cursor.skipComment()
            guard cursor.peek() == UInt8(ascii: "\n") else { return }
            cursor.newline()
            allowed = false
        }
    }
}
