import Foundation
import LocflowCore

/// What the world hands the app when an event arrives: the location, visit, heading and beacons
/// the next deliveries carry. Until a test sets them, a fixed point (the model has no geography).
struct World {
    var location = LocationValue(latitude: 37.3349, longitude: -122.009)
    var visit = VisitValue(latitude: 37.3349, longitude: -122.009)
    var heading = HeadingValue(magneticHeading: 0)
    /// nil: one beacon that satisfies whatever constraint the app ranges with.
    var beacons: [BeaconValue]?
}

/// A world event with its payload: `phone.event(.location(latitude: 48.1, longitude: 11.6,
/// horizontalAccuracy: 65))`. The model decides whether it reaches the app (the service must be
/// running and the authorization must allow it); what it carries is the test's.
public struct PhoneEvent {
    let event: WorldEvent
    let set: (inout World) -> Void
    let region: String?

    /// A standard location update (`event locationUpdate`) carrying this location.
    public static func location(
        latitude: Double, longitude: Double, altitude: Double = 0, horizontalAccuracy: Double = 5, verticalAccuracy: Double = -1,
        speed: Double = -1, speedAccuracy: Double = -1, course: Double = -1, courseAccuracy: Double = -1,
        timestamp: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) -> PhoneEvent {
        location(
            LocationValue(
                latitude: latitude, longitude: longitude, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                verticalAccuracy: verticalAccuracy, speed: speed, speedAccuracy: speedAccuracy, course: course,
                courseAccuracy: courseAccuracy, timestamp: timestamp))
    }

    /// A standard location update (`event locationUpdate`) carrying `value`.
    public static func location(_ value: LocationValue) -> PhoneEvent {
        PhoneEvent(event: .locationUpdate, set: { $0.location = value }, region: nil)
    }

    /// A significant location change (`event significantChange`) carrying `value`.
    public static func significantChange(_ value: LocationValue) -> PhoneEvent {
        PhoneEvent(event: .significantChange, set: { $0.location = value }, region: nil)
    }

    /// A visit (`event visit`).
    public static func visit(_ value: VisitValue) -> PhoneEvent {
        PhoneEvent(event: .visit, set: { $0.visit = value }, region: nil)
    }

    /// A heading update (`event heading`).
    public static func heading(_ value: HeadingValue) -> PhoneEvent {
        PhoneEvent(event: .heading, set: { $0.heading = value }, region: nil)
    }

    /// Beacons in range (`event beacon`): the app hears those that satisfy its constraint.
    public static func beacons(_ values: [BeaconValue]) -> PhoneEvent {
        PhoneEvent(event: .beacon, set: { $0.beacons = values }, region: nil)
    }

    /// The person enters the monitored region named `identifier` (`event regionEntry`).
    public static func regionEntry(_ identifier: String) -> PhoneEvent {
        PhoneEvent(event: .regionEntry, set: { _ in }, region: identifier)
    }
}

extension SimulatedPhone {
    /// The world produces an event with its payload (`phone.event(.location(latitude: 1, longitude: 2))`).
    /// An entry into a region the app does not monitor is a mistake in the test.
    @discardableResult
    public func event(
        _ event: PhoneEvent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        event.set(&world)
        if let region = event.region {
            if !regions.contains(where: { RegionValue($0).identifier == region }) {
                misuse(
                    "event(.regionEntry(\"\(region)\")): the app monitors no region \"\(region)\" (it monitors \(regions.map { RegionValue($0).identifier }))",
                    fileID: fileID, filePath: filePath, line: line, column: column)
            }
            enteredRegion = region
        }
        defer { enteredRegion = nil }
        return take(.event(event.event), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The beacons the app ranging with `constraint` hears.
    func beacons(satisfying constraint: BeaconConstraintValue) -> [BeaconValue] {
        guard let visible = world.beacons else {
            return [BeaconValue(uuid: constraint.uuid, major: constraint.major ?? 1, minor: constraint.minor ?? 1)]
        }
        return visible.filter { beacon in
            beacon.uuid == constraint.uuid && (constraint.major.map { beacon.major == $0 } ?? true)
                && (constraint.minor.map { beacon.minor == $0 } ?? true)
        }
    }
}
