import ArgumentParser

/// `-` as a file name: standard input (clig.dev). The document loader reads it; the command line
/// only makes sure it is named once, since standard input can be read only once.
enum StandardInput {
    static let name = "-"

    /// Throws a usage error when `-` is among `files` more than once.
    static func validate(_ files: [String]) throws {
        if files.filter({ $0 == name }).count > 1 {
            throw ValidationError("- (standard input) can be read only once; give it at most once")
        }
    }
}
