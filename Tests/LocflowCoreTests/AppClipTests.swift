import Foundation
import LocflowCore
import Testing

/// D52: an App Clip never gets Always, and its When-In-Use grant ends at 04:00 the next day.
@Suite struct AppClipTests {
    static var clip: AppConfig {
        var app = AppConfig(name: "Parking")
        app.appClip = true
        return app
    }

    @Test func requestAlwaysAsksAndChangesNothing() {
        var h = Harness(app: Self.clip)
        h.run(.requestAlwaysAuthorization)
        #expect(h.status == .notDetermined && h.prompt == nil && h.callbacks.isEmpty)
        #expect(h.note.contains("App Clips can't request continuous location access") && h.note.contains("≈ approximate: D52 Always"))
        #expect(!h.sim.alwaysRequestSpent, "nothing was asked, so nothing is spent")
    }

    @Test func settingsAlwaysChangesNothing() {
        var h = Harness(app: Self.clip)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .setApp(.always))
        #expect(h.status == .authorizedWhenInUse && h.callbacks.isEmpty && h.note.contains("D52"))
    }

    @Test func anOrdinaryAppStillGetsAlways() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization)
        #expect(h.prompt != nil)
    }

    @Test func theGrantEndsAt4AMTheNextDay() {
        var h = Harness(app: Self.clip)
        h.run(.wait(seconds: 23 * 3_600 + 59 * 60), .requestWhenInUseAuthorization, .tap("Allow While Using App"))
        #expect(h.sim.clipGrantEnds == 86_400 + 4 * 3_600, "granted at 23:59 of day 0: ends at 04:00 of day 1")
        h.run(.wait(seconds: 4 * 3_600))  // 03:59 of day 1
        #expect(h.status == .authorizedWhenInUse && h.callbacks.isEmpty)
        h.run(.wait(seconds: 60))
        #expect(h.status == .notDetermined && h.callbacks == [cb.notDetermined])
        #expect(h.sim.clockText == "day 1 04:00")
        h.run(.requestWhenInUseAuthorization)
        #expect(h.prompt == .whenInUse, "it may ask again")
    }

    @Test func anAllowOnceExpiringFirstEndsTheClipsClock() {
        var h = Harness(app: Self.clip)
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"), .background, .wait(seconds: 3_600))
        #expect(h.status == .notDetermined && h.sim.clipGrantEnds == nil)
    }

    @Test func anOldJournalsAppHasNoClipKey() throws {
        let old = #"{"name":"Demo","infoPlist":{},"recreateOnLaunch":true}"#
        let app = try JSONDecoder().decode(AppConfig.self, from: Data(old.utf8))
        #expect(!app.appClip)
        let written = String(decoding: try JSONEncoder().encode(AppConfig()), as: UTF8.self)
        #expect(!written.contains("appClip"), "an ordinary app's journal lines stay as they were")
    }
}
