/// Scalars: plain (folded over lines), single- and double-quoted (with every YAML escape), and
/// block literal `|` and folded `>` with chomping and indentation indicators. Each follows libyaml's
/// scanner step by step, so that the text of every scalar is the one Yams gave.
extension YAMLParser {
    /// A plain scalar at the cursor. `indent` is the column of the innermost block collection
    /// (-1 at the top): continuation lines must lie right of it. `multiline` tells a key it cannot be one.
    mutating func plainScalar(indent: Int, inFlow: Bool) throws(YAMLError) -> (text: String, multiline: Bool) {
        let startMark = cursor.mark
        // Most plain scalars are one run of a line: read straight from the bytes; `out` is built
        // only when a second run (after blanks or a fold) joins the first.
        var first: Range<Int>?
        var out: [UInt8] = []
        var multiline = false
        var blanks: Range<Int> = 0..<0
        var folds = 0
        var end = cursor.place
        while true {
            if first != nil && (cursor.atDocumentMarker || cursor.peek() == UInt8(ascii: "#")) { cursor.go(to: end); break }
            let start = cursor.pos
            while true {
                let c = cursor.peek()
                if c == 0 || c == UInt8(ascii: "\n") || c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { break }
                if c == UInt8(ascii: ":") {
                    let next = cursor.peek(1)
                    if YAMLBytes.isBlankOrBreak(next) { break }
                    // libyaml refuses `x:` followed by `,?[]{}` inside flow collections.
                    if inFlow && (YAMLBytes.isFlowIndicator(next) || next == UInt8(ascii: "?")) {
                        throw YAMLError("found unexpected ':'", at: cursor.mark, while: "while scanning a plain scalar", from: startMark)
                    }
                }
                if inFlow && YAMLBytes.isFlowIndicator(c) { break }
                cursor.pos += 1
            }
            if cursor.pos == start {
                if first != nil { cursor.go(to: end) }
                break
            }
            if let range = first {
                if out.isEmpty { out.append(contentsOf: cursor.bytes[range]) }
                if folds == 0 {
                    out.append(contentsOf: cursor.bytes[blanks])
                } else {
                    multiline = true
                    if folds == 1 { out.append(32) } else { out.append(contentsOf: repeatElement(10, count: folds - 1)) }
                }
                out.append(contentsOf: cursor.bytes[start..<cursor.pos])
            } else {
                first = start..<cursor.pos
            }
            end = cursor.place
            // The blanks and breaks after the words: kept, folded to one space or to the breaks
            // beyond the first, or dropped if nothing follows.
            var breaks = 0
            var blankStart = cursor.pos
            while true {
                let c = cursor.peek()
                if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") {
                    // libyaml: a tab left of the continuation's indentation "abuses" it.
                    if c == UInt8(ascii: "\t") && breaks > 0 && cursor.pos - cursor.lineStart < indent + 1 {
                        throw YAMLError("found a tab character that violates indentation", at: cursor.mark, while: "while scanning a plain scalar", from: startMark)
                    }
                    cursor.pos += 1
                } else if c == UInt8(ascii: "\n") {
                    cursor.newline()
                    breaks += 1
                    blankStart = cursor.pos
                } else {
                    break
                }
            }
            if breaks == 0 {
                if cursor.pos == blankStart { break }
                blanks = blankStart..<cursor.pos
            } else if cursor.atEnd || (!inFlow && cursor.column < indent + 1) {
                // libyaml: in block context a continuation line must lie right of the collection.
                cursor.go(to: end)
                break
            }
            folds = breaks
        }
        guard let first else { return ("", false) }
        if out.isEmpty { return (String(decoding: cursor.bytes[first], as: UTF8.self), false) }
        return (String(decoding: out, as: UTF8.self), multiline)
    }

    /// A single- or double-quoted scalar at the cursor (on its opening quote). Line breaks fold as
    /// in plain scalars; `''` is a quote in single quotes; double quotes take YAML's escapes.
    mutating func quotedScalar() throws(YAMLError) -> (text: String, multiline: Bool) {
        let start = cursor.mark
        let quote = cursor.peek()
        let double = quote == UInt8(ascii: "\"")
        cursor.pos += 1
        var out: [UInt8] = []
        var multiline = false
        while true {
            // The words up to a blank, a break or the closing quote.
            while true {
                let c = cursor.peek()
                if cursor.atEnd {
                    throw YAMLError("found unexpected end of stream", at: cursor.mark, while: "while scanning a quoted scalar", from: start)
                }
                if c == quote {
                    if !double && cursor.peek(1) == UInt8(ascii: "'") {
                        out.append(39)
                        cursor.pos += 2
                        continue
                    }
                    cursor.pos += 1
                    return (String(decoding: out, as: UTF8.self), multiline)
                }
                if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") { break }
                if double && c == UInt8(ascii: "\\") {
                    if cursor.peek(1) == UInt8(ascii: "\n") { break }
                    try escape(into: &out, start: start)
                    continue
                }
                out.append(c)
                cursor.pos += 1
            }
            // Blanks and breaks: blanks kept inside a line, dropped around a break, breaks folded.
            var escapedBreak = false
            if cursor.peek() == UInt8(ascii: "\\") {
                cursor.pos += 1
                cursor.newline()
                escapedBreak = true
                multiline = true
            }
            var breaks = 0
            let blankStart = cursor.pos
            while true {
                let c = cursor.peek()
                if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") {
                    cursor.pos += 1
                } else if c == UInt8(ascii: "\n") {
                    cursor.newline()
                    breaks += 1
                    multiline = true
                    if cursor.atDocumentMarker {
                        throw YAMLError("found unexpected document indicator", at: cursor.mark, while: "while scanning a quoted scalar", from: start)
                    }
                } else {
                    break
                }
            }
            if escapedBreak {
                out.append(contentsOf: repeatElement(10, count: breaks))
            } else if breaks == 0 {
                out.append(contentsOf: cursor.bytes[blankStart..<cursor.pos])
            } else if breaks == 1 {
                out.append(32)
            } else {
                out.append(contentsOf: repeatElement(10, count: breaks - 1))
            }
        }
    }

    /// One escape of a double-quoted scalar (the cursor on the backslash), appended as UTF-8.
    private mutating func escape(into out: inout [UInt8], start: YAMLMark) throws(YAMLError) {
        let c = cursor.peek(1)
        var digits = 0
        switch c {
        case UInt8(ascii: "0"): out.append(0)
        case UInt8(ascii: "a"): out.append(7)
        case UInt8(ascii: "b"): out.append(8)
        case UInt8(ascii: "t"), UInt8(ascii: "\t"): out.append(9)
        case UInt8(ascii: "n"): out.append(10)
        case UInt8(ascii: "v"): out.append(11)
        case UInt8(ascii: "f"): out.append(12)
        case UInt8(ascii: "r"): out.append(13)
        case UInt8(ascii: "e"): out.append(0x1B)
        case UInt8(ascii: " "): out.append(32)
        case UInt8(ascii: "\""): out.append(34)
        case UInt8(ascii: "'"): out.append(39)
        case UInt8(ascii: "/"): out.append(47)
        case UInt8(ascii: "\\"): out.append(92)
        case UInt8(ascii: "N"): out.append(contentsOf: [0xC2, 0x85])
        case UInt8(ascii: "_"): out.append(contentsOf: [0xC2, 0xA0])
        case UInt8(ascii: "L"): out.append(contentsOf: [0xE2, 0x80, 0xA8])
        case UInt8(ascii: "P"): out.append(contentsOf: [0xE2, 0x80, 0xA9])
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            throw YAMLError("found unknown escape character", at: cursor.mark, while: "while parsing a quoted scalar", from: start)
        }
        cursor.pos += 2
        guard digits > 0 else { return }
        var value: UInt32 = 0
        for _ in 0..<digits {
            let d = cursor.peek()
            let v: UInt8
            switch d {
            case 48...57: v = d - 48
            case 65...70: v = d - 55
            case 97...102: v = d - 87
            default:
                throw YAMLError("did not find expected hexdecimal number", at: cursor.mark, while: "while parsing a quoted scalar", from: start)
            }
            value = value << 4 | UInt32(v)
            cursor.pos += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw YAMLError("found invalid Unicode character escape code", at: cursor.mark, while: "while parsing a quoted scalar", from: start)
        }
        out.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// A block scalar at the cursor (on `|` or `>`). `indent` is the column of the innermost block
    /// collection; the content's indentation is detected (or given by the header) as libyaml does.
    mutating func blockScalar(indent parentIndent: Int) throws(YAMLError) -> String {
        let start = cursor.mark
        let literal = cursor.peek() == UInt8(ascii: "|")
        cursor.pos += 1
        var chomping = 0, increment = 0
        for _ in 0..<2 {
            let c = cursor.peek()
            if (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")) && chomping == 0 {
                chomping = c == UInt8(ascii: "+") ? 1 : -1
                cursor.pos += 1
            } else if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") && increment == 0 {
                if c == UInt8(ascii: "0") {
                    throw YAMLError("found an indentation indicator equal to 0", at: cursor.mark, while: "while scanning a block scalar", from: start)
                }
                increment = Int(c - 48)
                cursor.pos += 1
            }
        }
        cursor.skipBlanks()
        cursor.skipComment()
        if cursor.peek() != UInt8(ascii: "\n") && !cursor.atEnd {
            throw YAMLError("did not find expected comment or line break", at: cursor.mark, while: "while scanning a block scalar", from: start)
        }
        if cursor.peek() == UInt8(ascii: "\n") { cursor.newline() }
        var indent = increment > 0 ? (parentIndent >= 0 ? parentIndent + increment : increment) : 0
        var out: [UInt8] = []
        var leadingBreak = false
        var trailingBreaks = 0
        try blockScalarBreaks(indent: &indent, parentIndent: parentIndent, breaks: &trailingBreaks, start: start)
        var leadingBlank = false
        while cursor.pos - cursor.lineStart == indent && !cursor.atEnd {
            let trailingBlank = YAMLBytes.isBlank(cursor.peek())
            if !literal && leadingBreak && !leadingBlank && !trailingBlank {
                if trailingBreaks == 0 { out.append(32) }
            } else if leadingBreak {
                out.append(10)
            }
            leadingBreak = false
            out.append(contentsOf: repeatElement(10, count: trailingBreaks))
            trailingBreaks = 0
            leadingBlank = YAMLBytes.isBlank(cursor.peek())
            let lineStart = cursor.pos
            while cursor.peek() != UInt8(ascii: "\n") && !cursor.atEnd { cursor.pos += 1 }
            out.append(contentsOf: cursor.bytes[lineStart..<cursor.pos])
            if cursor.peek() == UInt8(ascii: "\n") {
                leadingBreak = true
                cursor.newline()
            }
            try blockScalarBreaks(indent: &indent, parentIndent: parentIndent, breaks: &trailingBreaks, start: start)
        }
        if chomping != -1 && leadingBreak { out.append(10) }
        if chomping == 1 { out.append(contentsOf: repeatElement(10, count: trailingBreaks)) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Empty and indentation-only lines inside a block scalar; fixes the indentation at the first
    /// line with content when the header did not give it.
    private mutating func blockScalarBreaks(indent: inout Int, parentIndent: Int, breaks: inout Int, start: YAMLMark) throws(YAMLError) {
        var maxIndent = 0
        while true {
            while (indent == 0 || cursor.pos - cursor.lineStart < indent) && cursor.peek() == UInt8(ascii: " ") { cursor.pos += 1 }
            maxIndent = max(maxIndent, cursor.pos - cursor.lineStart)
            if (indent == 0 || cursor.pos - cursor.lineStart < indent) && cursor.peek() == UInt8(ascii: "\t") {
                throw YAMLError("found a tab character where an indentation space is expected", at: cursor.mark, while: "while scanning a block scalar", from: start)
            }
            if cursor.peek() != UInt8(ascii: "\n") { break }
            cursor.newline()
            breaks += 1
        }
        if indent == 0 { indent = max(maxIndent, parentIndent + 1, 1) }
    }
}
