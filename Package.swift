// swift-tools-version: 6.2
// MaterialMotion: a pure-Swift, platform-neutral implementation of the Material Motion specs.
// The library takes no package dependencies; benchmarks live in the separate Benchmarks/ package.

import PackageDescription

/// Settings shared by every target: Swift 6 mode, strict imports, warnings as errors.
let sharedSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "MaterialMotion",
  products: [
    .library(name: "MaterialMotion", targets: ["MaterialMotion"]),
    .library(name: "MotionStreams", targets: ["MotionStreams"]),
    .library(name: "MotionTimeline", targets: ["MotionTimeline"]),
    .library(name: "MotionTween", targets: ["MotionTween"]),
    .library(name: "MotionGestures", targets: ["MotionGestures"]),
    .library(name: "MotionPhysics", targets: ["MotionPhysics"]),
    .library(name: "MotionRuntime", targets: ["MotionRuntime"]),
    .library(name: "MotionRuntimeConformance", targets: ["MotionRuntimeConformance"]),
    .library(name: "MotionStreamsConformance", targets: ["MotionStreamsConformance"]),
    .library(name: "MotionGesturesConformance", targets: ["MotionGesturesConformance"]),
    .library(name: "MotionAnimationConformance", targets: ["MotionAnimationConformance"]),
    .executable(name: "motion", targets: ["motion"]),
  ],
  targets: [
    .target(name: "MotionStreams", path: "Sources/Streams", swiftSettings: sharedSettings),
    .target(
      name: "MotionTimeline",
      dependencies: ["MotionStreams"],
      path: "Sources/Timeline",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "MotionTween",
      dependencies: ["MotionTimeline", "MotionStreams"],
      path: "Sources/Tween",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "MotionGestures",
      dependencies: ["MotionStreams"],
      path: "Sources/Gestures",
      swiftSettings: sharedSettings
    ),
    // Springs, decay, projection and snapping, bounded decay (PH-1…PH-11, PH-13): pure values
    // behind the `Animation` seam, so the runtime runs them like tweens.
    .target(
      name: "MotionPhysics",
      dependencies: ["MotionTween", "MotionTimeline", "MotionStreams"],
      path: "Sources/Physics",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "MotionRuntime",
      dependencies: [
        "MotionPhysics", "MotionTween", "MotionGestures", "MotionTimeline", "MotionStreams",
      ],
      path: "Sources/Runtime",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "MotionRuntimeConformance",
      dependencies: [
        "MotionRuntime", "MotionTween", "MotionGestures", "MotionTimeline", "MotionStreams",
      ],
      path: "Sources/RuntimeConformance",
      swiftSettings: sharedSettings
    ),
    // The stream kit: MO-1…MO-8 scenarios for any source or operator, with no test framework.
    .target(
      name: "MotionStreamsConformance",
      dependencies: ["MotionStreams"],
      path: "Sources/StreamsConformance",
      swiftSettings: sharedSettings
    ),
    // The gesture kit: GR scenarios for any recognizer, driven by pointer events it generates.
    .target(
      name: "MotionGesturesConformance",
      dependencies: ["MotionGestures", "MotionStreamsConformance", "MotionStreams"],
      path: "Sources/GesturesConformance",
      swiftSettings: sharedSettings
    ),
    // The animation kit (issue 15): checks any `Animation` against the seam's promises, with no
    // test framework.
    .target(
      name: "MotionAnimationConformance",
      dependencies: ["MotionTween", "MotionStreams"],
      path: "Sources/AnimationConformance",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "MaterialMotion",
      dependencies: [
        "MotionStreams", "MotionTimeline", "MotionTween", "MotionGestures", "MotionPhysics",
        "MotionRuntime",
      ],
      path: "Sources/MaterialMotion",
      swiftSettings: sharedSettings
    ),
    // The `motion` command's formats, renderers, demo scene and replay session: an internal
    // target (no product), shared with the command by `package` access and unit-tested on its own.
    .target(
      name: "MotionTools",
      dependencies: [
        "MotionStreams", "MotionTimeline", "MotionTween", "MotionGestures", "MotionPhysics",
        "MotionRuntime",
      ],
      path: "Sources/MotionTools",
      swiftSettings: sharedSettings
    ),
    // The command itself: argument parsing and the subcommands, over MotionTools.
    .executableTarget(
      name: "motion",
      dependencies: ["MotionTools", "MotionRuntime"],
      path: "Sources/motion",
      swiftSettings: sharedSettings
    ),
    // Shared test helpers (a seeded generator, the fuzz budget, the marble-diagram helper,
    // pointer-event builders, the animation kit's flawed animations); imports no test framework.
    .target(
      name: "MotionTestSupport",
      dependencies: ["MotionGestures", "MotionTween", "MotionTimeline", "MotionStreams"],
      path: "Tests/MotionTestSupport",
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "StreamsTests",
      dependencies: ["MotionStreams", "MotionTestSupport"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "StreamsConformanceTests",
      dependencies: [
        "MotionStreamsConformance", "MotionStreams", "MotionGestures", "MotionTestSupport",
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "GesturesConformanceTests",
      dependencies: [
        "MotionGesturesConformance", "MotionGestures", "MotionStreams", "MotionTestSupport",
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "TimelineTests",
      dependencies: ["MotionTimeline", "MotionStreams"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "TweenTests",
      dependencies: [
        "MotionTween", "MotionTimeline", "MotionStreams", "MotionTestSupport",
        "MotionAnimationConformance",
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "PhysicsTests",
      dependencies: [
        "MotionPhysics", "MotionTween", "MotionStreams", "MotionTestSupport",
        "MotionAnimationConformance",
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "GesturesTests",
      dependencies: ["MotionGestures", "MotionStreams", "MotionTestSupport"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "RuntimeTests",
      dependencies: [
        "MotionRuntime", "MotionRuntimeConformance", "MotionAnimationConformance",
        "MotionPhysics", "MotionTween", "MotionGestures", "MotionTimeline", "MotionStreams",
        "MotionTestSupport",
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "MotionToolsTests",
      dependencies: [
        "MotionTools", "MotionRuntime", "MotionGestures", "MotionTween", "MotionTimeline",
        "MotionStreams", "MotionPhysics", "MotionTestSupport",
      ],
      swiftSettings: sharedSettings
    ),
    // Every Swift block of the README, Docs/, the DocC catalogs and the doc comments, compiled
    // (Snippets/) and checked line for line against the documents (Docs/Testing.md).
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "MaterialMotion", "MotionRuntimeConformance", "MotionStreamsConformance",
        "MotionGesturesConformance", "MotionAnimationConformance", "MotionRuntime", "MotionPhysics",
        "MotionTween", "MotionGestures", "MotionTimeline", "MotionStreams",
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "MotionCommandTests",
      dependencies: ["motion", "MotionTools"],
      swiftSettings: sharedSettings
    ),
  ]
)

// A build of only some test targets. CI's sanitizer steps (`.ci/run`) set `MOTION_TEST_TARGETS`
// to the test targets whose code the sanitizer can find fault in (Docs/Testing.md, "Sanitizers").
// The package then declares those test targets and the targets they depend on, and nothing else,
// so the sanitized build compiles only that. Unset, as it is for everyone else, every target is
// declared.
if let selection = Context.environment["MOTION_TEST_TARGETS"] {
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  var kept = Set<String>()
  var pending = selection.split(separator: ",").map(String.init)
  if pending.isEmpty { fatalError("MOTION_TEST_TARGETS is set but names no target") }
  while let name = pending.popLast() {
    guard let target = byName[name] else {
      fatalError("MOTION_TEST_TARGETS names '\(name)', which is not a target of this package")
    }
    guard kept.insert(name).inserted else { continue }
    for dependency in target.dependencies {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
      case .productItem: break
      @unknown default: break
      }
    }
  }
  package.targets.removeAll { !kept.contains($0.name) }
  package.products.removeAll { product in
    let library = (product as? Product.Library)?.targets
    let targets = library ?? (product as? Product.Executable)?.targets ?? []
    return !targets.allSatisfy(kept.contains)
  }
}
