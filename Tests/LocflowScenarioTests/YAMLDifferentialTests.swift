import Foundation
import LocflowChecks
import LocflowCore
import LocflowScenario
import PropertyBased
import Testing

/// locflow's own YAML reader against Yams, the reader it replaced: the same tree (texts, plain
/// flags, lines and columns) for every YAML file of the project, for hand-picked corner cases and
/// for generated documents; malformed documents refused by both, with a clear `line:col`.
@Suite("The YAML reader reads what Yams read, the same way")
struct YAMLDifferentialTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every YAML file in the repository and beside it in ../shared/spec/examples*.
    static var files: [String] {
        var found: [String] = []
        for folder in ["Scenarios", "Tests", "docs", "schema"] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
                found.append(root.appendingPathComponent(path).path)
            }
        }
        return found.sorted() + SchemaTests.sharedExamples.filter { !$0.hasSuffix(".json") }
    }

    /// The ```yaml blocks of README.md and docs/*.md.
    static var docBlocks: [(String, String)] {
        let docs = repository.appendingPathComponent("docs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        let paths = [repository.appendingPathComponent("README.md").path] + names.map { docs.appendingPathComponent($0).path }
        var blocks: [(String, String)] = []
        for path in paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            var current: [Substring]?
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if current == nil, line.hasPrefix("```yaml") || line.hasPrefix("```yml") {
                    current = []
                } else if current != nil, line.hasPrefix("```") {
                    blocks.append(("\((path as NSString).lastPathComponent) block ending at line \(n + 1)", current!.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current?.append(line)
                }
            }
        }
        return blocks
    }

    @Test("the project has YAML files to compare")
    func someFiles() {
        #expect(Self.files.count > 50)
        #expect(Self.docBlocks.count > 3)
    }

    @Test("every YAML file of the project reads to the same tree")
    func projectFiles() throws {
        var read = 0
        for file in Self.files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let yams = YAMLTrees.yams(text), ours = YAMLTrees.ours(text)
            if yams != "error\n" { read += 1 }
            if let difference = YAMLTrees.firstDifference(yams, ours) { Issue.record("\(file): \(difference)") }
        }
        // Some test fixtures are malformed on purpose; most files are real trees.
        #expect(read > 50)
    }

    @Test("every ```yaml block of the docs reads to the same tree (or is refused by both)")
    func docExamples() {
        for (name, text) in Self.docBlocks {
            if let difference = YAMLTrees.firstDifference(YAMLTrees.yams(text), YAMLTrees.ours(text)) {
                Issue.record("\(name): \(difference)\n\(text)")
            }
        }
    }

    /// Corner cases, each read the same by both.
    static let corners: [String] = [
        "a:\tb", "a: b\t# c", "--- |\n x", "{a:b}", "[a:b]", "[http://x, y]", "a: !!str x", "key: !!str null", "k: &a !!str v",
        "a: &x\n  b: 1", "&a b: 1", "&a\nk: v", "k: &a\n  v", "k:\n- a\n-\n- b", "a\n...\n", "---\n", "---", "# c\n", "",
        "a: b\nb:\n", "{a: , b}", "a: &x [1, 2]\nb: *x\nc: *x", "a: |\n  x\n   y\n\n  z\n\nb: >-\n  p\n  q\n\n  r\n",
        "a: 'it''s\n  multi\n\n  line'", "a: \"esc \\x41 \\u00e9 \\t \\\n  cont\"", "a: plain\n  multi\n\n  line\nb: 2",
        "- - a\n  - b\n- c: 1\n  d: 2", "%YAML 1.2\n---\na: 1", "a: 1 # c\n# c\nb: [1, 2 , {c: d}]  # x\n",
        "a:\n  - {x: 1,\n     y: 2}\n  - [1,\n  2]", "ä: ü\nöö: \"é\"", "a: |2\n   x\n  y", "- |+\n  a\n\n- >\n  b\n   c\n  d\n",
        "a: \"\\uD800\"", "a: !x", "- a\n - b", "a:\n  - b\n  -\n   c: 1", "--- >\n a\n b\n", "a: \"b\n\n  c   \n d\"",
        "k: a  # c\n  b", "k:\n  a\n  # c\n  b", "k: v\n...", "a:\n- b\n- c\nd: e", "- 'a': b\n  \"c\": d", "a: !!str\nb: 1",
        "a: !!int 3", "a: ! x", "a: !<tag:yaml.org,2002:str> x", "a: &x !!str b\nc: *x", "{\"a\":1, \"b\" : [x,y]}",
        "[a, [b, [c]], {d: e}]", "a: [ ]\nb: { }", "x: y\n# end", "a: b\r\nc: d\r\n", "- |\n   a\n  b",
        "- >2\n   a\n  b", "a: >\n\n  x\n\n\n", "- |-\n  a\n\n", "- a\n-\n- c", "top", "\"top\"", "- \n  - x", "a: '  '",
        "a: x:y", "a: -1", "url: http://a.b/c#d", "a: b #c\n", "a: b#c", "[a, b, ]", "{a: 1,}", "[a\n, b]", "a: [b,\nc]",
        "a: 1\na: 2", "\"a\": 1\na: 2", "1: a\n\"1\": b", "steps:\n  - launch\n  - tap Allow Once\n", "a: 'x", "a: [1, 2",
        "a: 'x\n", "a:\n  b: 1\n c: 2", "a: *nope", "a: b: c", "key: - a", "- a\nb: c", "a: 1\n- b", "a: 'x' y", "a\nb: c",
        "\"a\nb\": c", "a: @x", "a: `x", "a: |0\n x", "a:\n    b: 1\n   c: 2", "a: 1\n b: 2", "a: 1\n\t\nb: 2", "a:\n\tb: 1",
        "- \ta", "--- a: b", "--- - a", "...\n", "a\n---\nb", "a: \"\\q\"", "- |\n  a\n\tb", "a: 'x\n---\n'",
        // Found by mutating the library's files: flow keys over two lines, `x:` before `,`, `:` starting a flow value.
        "- expect: { status: a, cal\nlbacks: [] }", "- expect: { pro\nmpt: none }", "- expect: { prompt:, none }",
        "- expect: { status: :authorizedAlways }", "{a:}", "[a:]", "{a\n: b}", "{\"a\n b\": c}", "{a: :b}", "[-1, -a]",
    ]

    @Test("corner cases read the same as Yams reads them (or are refused by both)", arguments: corners)
    func corner(text: String) {
        if let difference = YAMLTrees.firstDifference(YAMLTrees.yams(text), YAMLTrees.ours(text)) {
            Issue.record("\(text.debugDescription): \(difference)")
        }
    }

    @Test("generated documents in many styles read the same as Yams reads them", .shrinking)
    func generated() async {
        await propertyCheck(count: 300, input: YAMLDocument.generator) { document in
            let text = document.text
            let yams = YAMLTrees.yams(text)
            if let difference = YAMLTrees.firstDifference(yams, YAMLTrees.ours(text)) {
                Issue.record("\(difference)\nMinimal document:\n\(text)")
            }
        }
    }

    @Test("the generator writes documents Yams reads (not only errors)")
    func generatorIsUseful() async {
        var read = 0, total = 0
        for seed in 0..<200 {
            var rng = SplitMix(state: UInt64(seed))
            let document = YAMLDocument(choices: (0..<160).map { _ in Int(rng.next() % 10_000) })
            total += 1
            if YAMLTrees.yams(document.text) != "error\n" { read += 1 }
        }
        #expect(read * 10 >= total * 9, "only \(read) of \(total) generated documents are valid YAML")
    }

    /// A byte order mark is skipped and not counted, as libyaml does for files; Yams, given a Swift
    /// string, counts it as a column and so refuses the second line. locflow reads such files.
    @Test("a byte order mark is skipped (a deliberate difference from Yams)")
    func byteOrderMark() {
        let text = "\u{FEFF}a: b\nc: d\n"
        #expect(YAMLTrees.yams(text) == "error\n")
        #expect(YAMLTrees.ours(text) == YAMLTrees.yams("a: b\nc: d\n"))
    }

    /// The comparison catches a difference of one column, one line, one plain flag or one text.
    @Test("a mismatch would be caught", arguments: [
        ("a: b\n", "a:  b\n"), ("a: b\n", "\na: b\n"), ("a: b\n", "a: 'b'\n"), ("a: b\n", "a: c\n"), ("a: [b]\n", "a: [b, c]\n"),
    ])
    func mismatchCaught(pair: (String, String)) {
        #expect(YAMLTrees.firstDifference(YAMLTrees.yams(pair.0), YAMLTrees.ours(pair.1)) != nil)
        #expect(YAMLTrees.firstDifference(YAMLTrees.yams(pair.0), YAMLTrees.ours(pair.0)) == nil)
    }
}
