// The JSON Schema of scenario files, as schema/locflow-scenario.schema.json has it; a test
// (SchemaFileTests) keeps the two equal. Regenerate with scripts/schema-text.sh.

extension SchemaFile {
    /// The schema text the binary was built with (`locflow schema` prints it).
    public static let text = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "locflow scenario",
  "description": "A scenario file for `locflow run` and the explorer (YAML or JSON): ../shared/spec/scenario-contract.md, the modern extension (modern-apis.md §3–§5) and the `install` step. docs/scenarios.md describes every key.",
  "type": "object",
  "properties": {
    "name": {
      "type": "string",
      "description": "Shown in transcripts."
    },
    "ios": {
      "$ref": "#/$defs/ios"
    },
    "app": {
      "$ref": "#/$defs/app"
    },
    "device": {
      "$ref": "#/$defs/device"
    },
    "model": {
      "$ref": "#/$defs/model"
    },
    "steps": {
      "description": "Actions, `expect` checks and `install` steps, in order; may be empty (D29).",
      "anyOf": [
        {
          "type": "null"
        },
        {
          "type": "array",
          "items": {
            "$ref": "#/$defs/step"
          }
        }
      ]
    }
  },
  "additionalProperties": false,
  "$defs": {
    "flag": {
      "description": "true or false (YAML's yes/no and on/off are read too).",
      "anyOf": [
        {
          "type": "boolean"
        },
        {
          "enum": [
            "true",
            "false",
            "yes",
            "no",
            "on",
            "off",
            "True",
            "False"
          ]
        }
      ]
    },
    "ios": {
      "description": "An iOS rule set (10, 12, 13.0, 13.4, 14, 15, 16, 17, 18, 26) or any version N, N.M, N.M.P with N ≥ 10, mapped to one (D37). Default: 18.",
      "anyOf": [
        {
          "type": "string",
          "pattern": "^(10|12|13\\.0|13\\.4|14|15|16|17|18|26|[1-9][0-9]+(\\.[0-9]+){0,2})$"
        },
        {
          "type": "number",
          "minimum": 10
        }
      ]
    },
    "app": {
      "type": "object",
      "description": "The app under test; default: the app \"Demo\" with every Info.plist key.",
      "properties": {
        "name": {
          "type": "string",
          "description": "The name shown in prompt titles."
        },
        "infoPlist": {
          "$ref": "#/$defs/infoPlist"
        },
        "recreateOnLaunch": {
          "$ref": "#/$defs/flag",
          "description": "Re-create sessions, the stream, the background activity session and the monitor at every launch (default true; M19, M33, D45)."
        },
        "appClip": {
          "$ref": "#/$defs/flag",
          "description": "The app is an App Clip: it never gets Always, and a When-In-Use grant ends at 04:00 the day after it was given (default false; D52)."
        },
        "allowsBackgroundLocationUpdates": {
          "$ref": "#/$defs/flag",
          "description": "What the app's code sets on its managers (D56). Default: true exactly when UIBackgroundModes lists location. False with the mode: the app is suspended in the background; true without it: the app crashes at each launch."
        },
        "showsBackgroundLocationIndicator": {
          "$ref": "#/$defs/flag",
          "description": "An Always app asks for the blue background location indicator (default false, Apple's; iOS 11+; D57)."
        },
        "pausesLocationUpdatesAutomatically": {
          "$ref": "#/$defs/flag",
          "description": "The system may pause standard location updates when the person stops moving (`event pauseUpdates`; default true, Apple's; D59)."
        }
      },
      "additionalProperties": false
    },
    "infoPlist": {
      "type": "object",
      "description": "Present keys only: a key that is absent is missing from Info.plist. Replaces the default completely.",
      "properties": {
        "NSLocationWhenInUseUsageDescription": {
          "type": "string"
        },
        "NSLocationAlwaysAndWhenInUseUsageDescription": {
          "type": "string"
        },
        "NSLocationAlwaysUsageDescription": {
          "type": "string"
        },
        "NSLocationDefaultAccuracyReduced": {
          "$ref": "#/$defs/flag"
        },
        "NSLocationTemporaryUsageDescriptionDictionary": {
          "type": "object",
          "description": "Purpose key → why precise location is needed.",
          "additionalProperties": {
            "type": "string"
          }
        },
        "UIBackgroundModes": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "NSLocationRequireExplicitServiceSession": {
          "$ref": "#/$defs/flag",
          "description": "Only explicit CLServiceSessions ask for authorization (M27; absent = false)."
        },
        "CLRequireExplicitServiceSession": {
          "$ref": "#/$defs/flag",
          "description": "The header's spelling: no effect, step 0 notes it (M28)."
        }
      },
      "additionalProperties": false
    },
    "device": {
      "type": "object",
      "properties": {
        "locationServices": {
          "$ref": "#/$defs/flag",
          "description": "The global Location Services switch; default true."
        },
        "restricted": {
          "$ref": "#/$defs/flag",
          "description": "A parental / management restriction on location; default false."
        }
      },
      "additionalProperties": false
    },
    "model": {
      "type": "object",
      "description": "Switches for points where Apple is silent (model-decisions; outside the contract).",
      "properties": {
        "allowOnceExpiry": {
          "type": "string",
          "pattern": "^[0-9]+[smhd]$",
          "description": "How long Allow Once lasts out of use (D2)."
        },
        "temporaryAccuracyExpiry": {
          "type": "string",
          "pattern": "^[0-9]+[smhd]$",
          "description": "How long temporary full accuracy lasts out of use (D12)."
        },
        "alsoCallDeprecatedDelegate": {
          "$ref": "#/$defs/flag",
          "description": "Also call the pre-iOS 14 delegate method (D10)."
        },
        "askNextTimeRestoresAlwaysRequest": {
          "$ref": "#/$defs/flag",
          "description": "Whether Ask Next Time gives the one-time Always request back (D24; default true)."
        },
        "resumeReportsUnchanged": {
          "$ref": "#/$defs/flag",
          "description": "Also call back when a suspended app resumes with nothing changed (D22; default false)."
        },
        "forceQuitRelaunches": {
          "$ref": "#/$defs/flag",
          "description": "Rule set 26: whether a location event relaunches after forceQuit (D45, M56)."
        },
        "updateResetsAlways": {
          "$ref": "#/$defs/flag",
          "description": "Whether an update to iOS 26 resets Always to Ask Next Time (D50, M57)."
        }
      },
      "additionalProperties": false
    },
    "step": {
      "anyOf": [
        {
          "$ref": "#/$defs/action"
        },
        {
          "$ref": "#/$defs/expectStep"
        },
        {
          "$ref": "#/$defs/installStep"
        }
      ]
    },
    "action": {
      "type": "string",
      "description": "One action: a name and at most one argument (scenario contract \"Actions\", modern-apis.md §3).",
      "anyOf": [
        {
          "enum": [
            "createManager",
            "requestWhenInUseAuthorization",
            "requestAlwaysAuthorization",
            "requestLocation",
            "togglePrecise",
            "background",
            "foreground",
            "terminate",
            "launch",
            "showReminder",
            "startUpdatingLocation",
            "stopUpdatingLocation",
            "startMonitoringSignificantLocationChanges",
            "stopMonitoringSignificantLocationChanges",
            "startMonitoringVisits",
            "stopMonitoringVisits",
            "startMonitoringRegion",
            "stopMonitoringRegion",
            "startRangingBeacons",
            "stopRangingBeacons",
            "startUpdatingHeading",
            "stopUpdatingHeading",
            "geocode",
            "cancelGeocode",
            "settings locationServices on",
            "settings locationServices off",
            "settings restricted on",
            "settings restricted off",
            "settings app never",
            "settings app askNextTime",
            "settings app whileUsing",
            "settings app always",
            "settings precise on",
            "settings precise off",
            "settings reset",
            "event regionEntry",
            "event visit",
            "event significantChange",
            "event locationUpdate",
            "event heading",
            "event beacon",
            "event pauseUpdates",
            "event resumeUpdates",
            "liveUpdates start",
            "liveUpdates stop",
            "backgroundActivity start",
            "backgroundActivity end",
            "tap LocationButton",
            "forceQuit"
          ]
        },
        {
          "pattern": "^requestTemporaryFullAccuracyAuthorization \\S.*$",
          "description": "With a purpose key of NSLocationTemporaryUsageDescriptionDictionary (iOS 14+)."
        },
        {
          "pattern": "^tap \\S.*$",
          "description": "The person taps the button with exactly this label."
        },
        {
          "pattern": "^wait [0-9]+[smhd]$",
          "description": "Simulated time passes: 30s, 10m, 2h, 3d."
        },
        {
          "pattern": "^systemUpdate (10|12|13\\.0|13\\.4|14|15|16|17|18|26|[1-9][0-9]+(\\.[0-9]+){0,2})$",
          "description": "The phone updates to a newer iOS (D50)."
        },
        {
          "pattern": "^session start (none|whenInUse|always)( fullAccuracy \\S+)?$",
          "description": "A CLServiceSession with this goal (iOS 18+)."
        },
        {
          "pattern": "^session end [0-9]+$",
          "description": "Invalidates session N."
        },
        {
          "pattern": "^monitor add (region|beacon) \\S+$",
          "description": "A condition of the app's CLMonitor (iOS 17+)."
        },
        {
          "pattern": "^monitor remove \\S+$",
          "description": "Removes condition ID from the app's CLMonitor."
        },
        {
          "pattern": "^event satisfied \\S+$",
          "description": "The world puts monitor condition ID in that state."
        },
        {
          "pattern": "^event unsatisfied \\S+$",
          "description": "The world puts monitor condition ID in that state."
        }
      ]
    },
    "expectStep": {
      "type": "object",
      "required": [
        "expect"
      ],
      "additionalProperties": false,
      "properties": {
        "expect": {
          "$ref": "#/$defs/expect"
        }
      }
    },
    "installStep": {
      "type": "object",
      "required": [
        "install"
      ],
      "additionalProperties": false,
      "description": "A fresh install: the app is installed (and launched) again with this setup, on this iOS.",
      "properties": {
        "install": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "ios": {
              "$ref": "#/$defs/ios"
            },
            "app": {
              "$ref": "#/$defs/app"
            },
            "device": {
              "$ref": "#/$defs/device"
            },
            "model": {
              "$ref": "#/$defs/model"
            }
          }
        }
      }
    },
    "expect": {
      "type": "object",
      "description": "Checks the state after the most recent action step; every key is optional.",
      "additionalProperties": false,
      "properties": {
        "status": {
          "enum": [
            "notDetermined",
            "restricted",
            "denied",
            "authorizedWhenInUse",
            "authorizedAlways"
          ]
        },
        "accuracy": {
          "enum": [
            "fullAccuracy",
            "reducedAccuracy"
          ]
        },
        "locationServicesEnabled": {
          "$ref": "#/$defs/flag"
        },
        "prompt": {
          "enum": [
            "none",
            "whenInUse",
            "always",
            "upgrade",
            "reminder",
            "temporaryFullAccuracy",
            "locationServicesOff",
            "locationButton",
            null
          ]
        },
        "buttons": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "The exact labels of the prompt shown, in display order."
        },
        "settings": {
          "type": [
            "string",
            "null"
          ],
          "description": "The app's Settings row as the person sees it."
        },
        "callbacks": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Exactly the delegate callbacks of the previous action step; [] = none."
        },
        "provisional": {
          "$ref": "#/$defs/flag"
        },
        "temporary": {
          "$ref": "#/$defs/flag"
        },
        "lifecycle": {
          "enum": [
            "foreground",
            "background",
            "suspended",
            "terminated"
          ]
        },
        "backgroundIndicator": {
          "$ref": "#/$defs/flag",
          "description": "The blue background location indicator shows (D57)."
        },
        "services": {
          "type": "object",
          "propertyNames": {
            "enum": [
              "standard",
              "significantChange",
              "visits",
              "region",
              "beacons",
              "heading",
              "geocoding"
            ]
          },
          "additionalProperties": {
            "enum": [
              "available",
              "whileInUse",
              "unavailable"
            ]
          }
        },
        "yields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "sessions": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "goal": {
                "enum": [
                  "none",
                  "whenInUse",
                  "always"
                ]
              },
              "fullAccuracy": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "state": {
                "enum": [
                  "active",
                  "inactive",
                  "outstanding"
                ]
              },
              "diagnostics": {
                "$ref": "#/$defs/diagnostics"
              }
            }
          }
        },
        "updates": {
          "anyOf": [
            {
              "enum": [
                "none",
                null
              ]
            },
            {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "state": {
                  "enum": [
                    "running",
                    "outstanding"
                  ]
                },
                "diagnostics": {
                  "$ref": "#/$defs/diagnostics"
                }
              }
            }
          ]
        },
        "monitor": {
          "anyOf": [
            {
              "enum": [
                "none",
                null
              ]
            },
            {
              "type": "object",
              "additionalProperties": {
                "anyOf": [
                  {
                    "$ref": "#/$defs/conditionState"
                  },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "type": {
                        "enum": [
                          "region",
                          "beacon"
                        ]
                      },
                      "state": {
                        "$ref": "#/$defs/conditionState"
                      },
                      "diagnostics": {
                        "$ref": "#/$defs/diagnostics"
                      }
                    }
                  }
                ]
              }
            }
          ]
        },
        "backgroundActivity": {
          "anyOf": [
            {
              "enum": [
                "none",
                null,
                "active",
                "inactive",
                "outstanding"
              ]
            },
            {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "state": {
                  "enum": [
                    "active",
                    "inactive",
                    "outstanding"
                  ]
                },
                "diagnostics": {
                  "$ref": "#/$defs/diagnostics"
                }
              }
            }
          ]
        },
        "locationButtonApproved": {
          "$ref": "#/$defs/flag"
        },
        "noteContains": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          ],
          "description": "locflow's own key: text that the note of the previous action step contains (each, for a list); notes are free text (D32), so this checks a reading, never the whole note."
        }
      }
    },
    "conditionState": {
      "enum": [
        "unknown",
        "satisfied",
        "unsatisfied"
      ]
    },
    "diagnostics": {
      "type": "array",
      "items": {
        "enum": [
          "authorizationDenied",
          "authorizationDeniedGlobally",
          "authorizationRestricted",
          "authorizationRequestInProgress",
          "insufficientlyInUse",
          "serviceSessionRequired",
          "alwaysAuthorizationDenied",
          "fullAccuracyDenied",
          "accuracyLimited",
          "conditionLimitExceeded",
          "locationUnavailable",
          "stationary",
          "conditionUnsupported",
          "persistenceUnavailable"
        ]
      },
      "description": "Compared as a set (modern-apis.md §4, D43)."
    }
  }
}
"""#
}
