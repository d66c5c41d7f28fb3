import Foundation
import LocflowFiles
import LocflowScenario
import Testing

/// `PathText` reads paths as `NSString`'s path methods did before the modules dropped
/// Foundation.
@Suite struct PathTextTests {
    /// Paths where swift-corelibs-foundation's `NSString` gives Darwin's answers; a one-character
    /// relative path (`a`) crashes it, so those are checked by value below.
    static let paths = [
        "", "/", "/a", "/a/", "a/b", "a//b", "/a/b/", "a/b//", "./a", "../a/b", "..", "a/.", "x.yaml", ".hidden",
        "a.b.c", "a.", "dir/x.y.z", "dir.d/x", "dir/.x", "dir/..", "a/b.", "é/ñ.t", "/tmp/s/20261123-130211-42.journal",
        "a b/c d.e f", "x.ya ml", "sessions/ab..", "/x/y/z.tar.gz",
    ]

    @Test(arguments: paths) func agreesWithNSString(path: String) {
        let ns = path as NSString
        #expect(PathText.directory(of: path) == ns.deletingLastPathComponent)
        #expect(PathText.lastComponent(of: path) == ns.lastPathComponent)
        #expect(PathText.removingExtension(PathText.lastComponent(of: path)) == (ns.lastPathComponent as NSString).deletingPathExtension)
        #expect(PathText.appending("ios14-path1.yaml", to: path) == ns.appendingPathComponent("ios14-path1.yaml"))
    }

    /// Darwin's answers where corelibs crashes (`a`, `a/`, `.`) or keeps doubled slashes.
    @Test func shortAndOddPaths() {
        #expect(PathText.directory(of: "a") == "")
        #expect(PathText.directory(of: "a/") == "")
        #expect(PathText.directory(of: ".") == "")
        #expect(PathText.directory(of: "//") == "/")
        #expect(PathText.directory(of: "///a///b///") == "/a")
        #expect(PathText.lastComponent(of: "a") == "a")
        #expect(PathText.lastComponent(of: "//") == "/")
        #expect(PathText.removingExtension(".") == ".")
    }
}
