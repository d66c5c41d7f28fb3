/// Flow collections: `[a, b]` and `{a: b}`, nested and over several lines.
extension YAMLParser {
    /// A flow sequence or mapping at the cursor (on `[` or `{`), with `props` already read.
    mutating func flowCollection(_ props: YAMLProperties?, depth: Int, indent n: Int) throws(YAMLError) -> YAMLNode {
        let mark = props?.mark ?? cursor.mark
        try checkDepth(depth, at: mark)
        try count(1, at: mark)
        let start = cursor.mark
        let isMap = cursor.peek() == UInt8(ascii: "{")
        let close: UInt8 = isMap ? 125 : 93
        let context = isMap ? "while parsing a flow mapping" : "while parsing a flow sequence"
        let expected = isMap ? "did not find expected ',' or '}'" : "did not find expected ',' or ']'"
        cursor.pos += 1
        var items: [Located] = []
        var keys: [YAMLNode] = []
        var entries: [(key: Located, value: Located)] = []
        var size = 1, height = 0
        var first = true
        while true {
            skipFlowSpace()
            if cursor.atEnd { throw YAMLError(expected, at: cursor.tokenMark, while: context, from: start) }
            if cursor.peek() == close { cursor.pos += 1; break }
            if !first {
                guard cursor.peek() == UInt8(ascii: ",") else { throw YAMLError(expected, at: cursor.mark, while: context, from: start) }
                cursor.pos += 1
                skipFlowSpace()
                if cursor.peek() == close { cursor.pos += 1; break }
            }
            first = false
            let c = cursor.peek()
            // Inside flow collections `?` and `:` are always indicators (libyaml), never text.
            if c == UInt8(ascii: "?") { throw YAMLUnsupported.error("an explicit key (`? `)", at: cursor.mark) }
            if c == UInt8(ascii: ":") {
                throw YAMLUnsupported.error(isMap ? "an empty mapping key" : "a `key: value` pair directly inside `[ ]` (write `{key: value}`)", at: cursor.mark)
            }
            let keyLine = cursor.line
            let node = try flowNode(depth: depth + 1, indent: n)
            skipFlowSpace()
            let isValue = cursor.peek() == UInt8(ascii: ":")
            // libyaml: a key must end on the line it starts on; otherwise the `:` stands alone.
            if isMap && isValue && cursor.line != keyLine {
                throw YAMLError(expected, at: cursor.mark, while: context, from: start)
            }
            if !isMap {
                if isValue { throw YAMLUnsupported.error("a `key: value` pair directly inside `[ ]` (write `{key: value}`)", at: cursor.mark) }
                items.append(node.located)
                size += node.size
                height = max(height, node.height + 1)
                continue
            }
            if node.located.scalar == nil { throw YAMLUnsupported.error("a list or mapping as a mapping key", at: YAMLMark(line: node.located.line ?? 0, column: node.located.column ?? 0)) }
            let value: YAMLNode
            if isValue {
                cursor.pos += 1
                skipFlowSpace()
                if cursor.peek() == UInt8(ascii: ",") || cursor.peek() == close {
                    value = try empty(at: cursor.mark, nil)
                } else {
                    value = try flowNode(depth: depth + 1, indent: n)
                }
            } else {
                value = try empty(at: cursor.mark, nil)
            }
            keys.append(node)
            entries.append((node.located, value.located))
            size += node.size + value.size
            height = max(height, node.height + 1, value.height + 1)
        }
        let located: Located
        if isMap {
            try checkDuplicates(keys)
            located = Located(.map(entries), line: mark.line, column: mark.column)
        } else {
            located = Located(.list(items), line: mark.line, column: mark.column)
        }
        let node = YAMLNode(located: located, size: size, height: height, tag: nil)
        register(node, props)
        return node
    }

    /// One node inside a flow collection: properties, then a collection, an alias or a scalar.
    private mutating func flowNode(depth: Int, indent n: Int) throws(YAMLError) -> YAMLNode {
        var props: YAMLProperties?
        if cursor.peek() == UInt8(ascii: "&") || cursor.peek() == UInt8(ascii: "!") {
            props = try properties(inFlow: true)
            skipFlowSpace()
            let c = cursor.peek()
            if c == UInt8(ascii: ",") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") || (c == UInt8(ascii: ":") && YAMLBytes.isBlankOrBreak(cursor.peek(1))) { return try empty(at: cursor.mark, props) }
        }
        let mark = props?.mark ?? cursor.mark
        try checkDepth(depth, at: mark)
        let c = cursor.peek()
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { return try flowCollection(props, depth: depth, indent: n) }
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") {
            throw YAMLError("found character that cannot start any token", at: cursor.mark, while: "while scanning for the next token", from: cursor.mark)
        }
        if c == UInt8(ascii: ":") || c == UInt8(ascii: "?") {
            throw YAMLError("did not find expected node content", at: cursor.mark, while: "while parsing a flow node", from: cursor.mark)
        }
        return try scalarOrAlias(props, at: mark, indent: n, depth: depth, inFlow: true).0
    }

    /// Skips blanks (tabs included), comments and line breaks inside a flow collection.
    mutating func skipFlowSpace() {
        while true {
            cursor.skipBlanks()
            cursor.skipComment()
            if cursor.peek() == UInt8(ascii: "\n") { cursor.newline() } else { return }
        }
    }
}
