#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks a property list's shape before the decoder sees it: nesting deeper than `maximumDepth`,
/// a binary list whose containers refer to themselves, or one whose shared references would
/// expand past `maximumValues` values is refused in time linear in the file's size. The decoder
/// recurses (a crash past a few thousand levels), follows a cycle forever and expands every
/// shared reference (a 60-level bomb never ends); an Info.plist is a few dozen values deep two.
enum PropertyListShape {
    /// Deeper than any Info.plist (the YAML reader's bound is the same).
    static let maximumDepth = 64
    /// Values of the list once shared references are expanded.
    static let maximumValues = 100_000

    /// Why the list cannot be read safely, or nil.
    static func problem(_ data: Data) -> String? {
        data.starts(with: Array("bplist00".utf8)) ? binaryProblem([UInt8](data)) : xmlProblem(data)
    }

    /// XML: the depth of `<array>` and `<dict>` elements, counted in one pass over the bytes.
    static func xmlProblem(_ data: Data) -> String? {
        var depth = 0
        var index = data.startIndex
        let open = Array("<array".utf8), openDict = Array("<dict".utf8), close = Array("</array".utf8), closeDict = Array("</dict".utf8)
        func matches(_ word: [UInt8], at i: Data.Index) -> Bool {
            guard data.distance(from: i, to: data.endIndex) > word.count else { return false }
            for (offset, byte) in word.enumerated() where data[data.index(i, offsetBy: offset)] != byte { return false }
            let next = data[data.index(i, offsetBy: word.count)]
            return next == UInt8(ascii: ">") || next == UInt8(ascii: " ") || next == UInt8(ascii: "/")
        }
        while index < data.endIndex {
            if data[index] == UInt8(ascii: "<") {
                if matches(open, at: index) || matches(openDict, at: index) {
                    // `<array/>` is empty: it opens nothing.
                    let end = data[index...].firstIndex(of: UInt8(ascii: ">")) ?? data.endIndex
                    let selfClosing = end > data.startIndex && data[data.index(before: end)] == UInt8(ascii: "/")
                    if !selfClosing {
                        depth += 1
                        if depth > maximumDepth { return "nested deeper than \(maximumDepth) levels; an Info.plist is a few levels deep" }
                    }
                } else if matches(close, at: index) || matches(closeDict, at: index) {
                    depth -= 1
                }
            }
            index = data.index(after: index)
        }
        return nil
    }

    /// Binary (`bplist00`): the object table's containers, walked from the top object with an
    /// explicit stack; each object's expanded size is computed once.
    static func binaryProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 40 else { return "a binary property list too short for its trailer" }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        func integer(_ at: Int, _ size: Int) -> Int? {
            guard size > 0, size <= 8, at >= 0, at + size <= bytes.count else { return nil }
            var value = 0
            for i in 0..<size { value = value << 8 | Int(bytes[at + i]) }
            return value >= 0 ? value : nil
        }
        guard let count = integer(trailer + 8, 8), let top = integer(trailer + 16, 8), let table = integer(trailer + 24, 8),
            count > 0, count <= bytes.count, top < count, table + count * offsetSize <= trailer
        else { return "a binary property list with a damaged trailer" }
        /// The objects a container refers to; nil for a scalar, or when the references are damaged.
        func children(_ object: Int) -> [Int]?? {
            guard let offset = integer(table + object * offsetSize, offsetSize), offset < trailer else { return .some(nil) }
            let marker = bytes[offset], kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return .none }
            var length = Int(marker & 0x0F), start = offset + 1
            if length == 0x0F {
                let sizeMarker = bytes.count > start ? bytes[start] : 0
                guard sizeMarker >> 4 == 0x1, let long = integer(start + 1, 1 << Int(sizeMarker & 0x0F)) else { return .some(nil) }
                length = long
                start += 1 + (1 << Int(sizeMarker & 0x0F))
            }
            let references = kind == 0xD ? length * 2 : length
            guard references <= count * 2, start + references * referenceSize <= trailer else { return .some(nil) }
            var result: [Int] = []
            result.reserveCapacity(references)
            for i in 0..<references {
                guard let child = integer(start + i * referenceSize, referenceSize), child < count else { return .some(nil) }
                result.append(child)
            }
            return .some(result)
        }
        // Iterative depth-first walk: 0 unvisited, 1 on the current path, 2 done.
        var mark = [UInt8](repeating: 0, count: count)
        var size = [Int](repeating: 1, count: count)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        func enter(_ object: Int) -> String? {
            switch children(object) {
            case .none:
                mark[object] = 2
            case .some(nil):
                return "a binary property list with a damaged object"
            case .some(let list?):
                mark[object] = 1
                stack.append((object, list, 0))
                if stack.count > maximumDepth { return "nested deeper than \(maximumDepth) levels; an Info.plist is a few levels deep" }
            }
            return nil
        }
        if let problem = enter(top) { return problem }
        while let frame = stack.last {
            if frame.next == frame.children.count {
                stack.removeLast()
                mark[frame.object] = 2
                var total = 1
                for child in frame.children { total += size[child] }
                size[frame.object] = total
                if total > maximumValues { return "expands to more than \(maximumValues) values through shared references" }
                continue
            }
            let child = frame.children[frame.next]
            stack[stack.count - 1].next += 1
            switch mark[child] {
            case 1: return "a container that contains itself"
            case 0: if let problem = enter(child) { return problem }
            default: break
            }
        }
        return nil
    }
}
