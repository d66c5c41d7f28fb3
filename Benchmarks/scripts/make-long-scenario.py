#!/usr/bin/env python3
"""Writes a scenario of N action steps (a fixed, valid cycle through prompts, answers, Settings,
services, time and lifecycle) with an `expect` every 1,000 steps, for timing `locflow run`.

Usage: make-long-scenario.py N OUT.yaml
"""
import sys

CYCLE = [
    "requestWhenInUseAuthorization", "tap Allow Once", "startUpdatingLocation", "background", "wait 10m",
    "foreground", "requestWhenInUseAuthorization", "tap Allow While Using App", "requestAlwaysAuthorization",
    "tap Change to Always Allow", "event regionEntry", "settings app askNextTime", "startMonitoringRegion",
    "background", "event regionEntry", "foreground", "settings locationServices off", "settings locationServices on",
    "settings precise off", "settings precise on", "createManager", "stopUpdatingLocation", "terminate", "launch",
    "wait 1d", "showReminder", "settings reset", "launch",
]

def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as f:
        f.write(f'name: "{n} generated steps"\nios: "18"\nsteps:\n')
        for i in range(n):
            f.write(f"  - {CYCLE[i % len(CYCLE)]}\n")
            if (i + 1) % 1000 == 0:
                f.write("  - expect: { locationServicesEnabled: true }\n")

if __name__ == "__main__":
    main()
