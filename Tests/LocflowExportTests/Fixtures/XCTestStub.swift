// The slice of Apple's XCTest UI-testing API the generated tests use, declared so that they
// type-check on Linux, whose XCTest has no UI testing. Signatures follow Apple's documentation.
class XCTestCase {
    var continueAfterFailure = true
}

enum XCUIProtectedResource { case location }

final class XCUIElementQuery {
    var firstMatch: XCUIElement { XCUIElement() }
    var buttons: XCUIElementQuery { self }
    var allElementsBoundByIndex: [XCUIElement] { [] }
    subscript(_ identifier: String) -> XCUIElement { XCUIElement() }
}

class XCUIElement {
    var exists: Bool { false }
    var label: String { "" }
    var alerts: XCUIElementQuery { XCUIElementQuery() }
    var buttons: XCUIElementQuery { XCUIElementQuery() }
    func waitForExistence(timeout: Double) -> Bool { false }
    func tap() {}
}

final class XCUIApplication: XCUIElement {
    override init() {}
    init(bundleIdentifier: String) {}
    func launch() {}
    func activate() {}
    func terminate() {}
    func resetAuthorizationStatus(for resource: XCUIProtectedResource) {}
}

final class XCUIDevice {
    enum Button { case home }
    static let shared = XCUIDevice()
    func press(_ button: Button) {}
}

func XCTAssertTrue(_ expression: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
func XCTAssertFalse(_ expression: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
