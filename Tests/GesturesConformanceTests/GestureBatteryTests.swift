import MotionGestures
import MotionGesturesConformance
import MotionStreams
import Testing

/// The gestures the kit plays (`GestureScript.standard`) are the ones its documentation names,
/// well formed, and the same on every run.
@Suite("Gesture kit: the standard gestures")
struct GestureBatteryTests {
  static let standard = GestureScript.standard

  static func script(_ name: String) -> GestureScript {
    standard.first { $0.name == name } ?? GestureScript(name, [])
  }

  /// Each pointer's positions while it is down, in order, by pointer.
  static func tracks(_ script: GestureScript) -> [Int: [Point]] {
    var tracks: [Int: [Point]] = [:]
    for event in script.events { tracks[event.pointer, default: []].append(event.position) }
    return tracks
  }

  @Test(
    "GR-3: every standard gesture is well formed: times rise, each pointer goes down once, moves, then lifts"
  )
  func wellFormed() {
    #expect(Self.standard.count == 21)
    #expect(Set(Self.standard.map(\.name)).count == Self.standard.count)
    for script in Self.standard {
      #expect((1..<1.25).contains(script.events.first?.timestamp ?? 0), "\(script)")
      let times = script.events.map(\.timestamp)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(script): \(times)")
      var down: Set<Int> = []
      for event in script.events {
        switch event.phase {
        case .down: #expect(down.insert(event.pointer).inserted, "\(script): \(event)")
        case .move: #expect(down.contains(event.pointer), "\(script): \(event)")
        case .up, .cancel: #expect(down.remove(event.pointer) != nil, "\(script): \(event)")
        }
      }
      #expect(down.isEmpty, "\(script) leaves \(down) down")
    }
  }

  @Test("GR-3: the tap, double tap and long press are where and when the docs say")
  func tapsAndPress() {
    let tap = Self.script("tap").events
    #expect(tap.map(\.phase) == [.down, .up])
    #expect(tap.allSatisfy { $0.position == Point(x: 240, y: 180) })
    #expect(tap.last?.timestamp == 1.08)
    let double = Self.script("double tap").events
    #expect(double.map(\.phase) == [.down, .up, .down, .up])
    #expect(double.map(\.position.x) == [240, 240, 242, 242])
    #expect(double.map(\.position.y) == [180, 180, 181, 181])
    let press = Self.script("long press").events
    #expect(press.map(\.phase) == [.down, .move, .move, .up])
    #expect(press.map(\.position.x) == [240, 241, 243, 243])
    #expect(press.map(\.position.y) == [180, 180, 181, 181])
    #expect(press.last?.timestamp == 2)
  }

  @Test("GR-3: the drags move a fixed step a frame, and the cancelled one ends in a cancel")
  func drags() {
    for (name, dx, dy) in [("drag right", 9.0, 1.0), ("drag up", -1.0, -7.0)] {
      let track = Self.tracks(Self.script(name))[1] ?? []
      #expect(track.count == 14)
      for (index, position) in track.enumerated() {
        let step = Double(min(index, 12))
        #expect(position == Point(x: 200 + dx * step, y: 200 + dy * step), "\(name) \(index)")
      }
    }
    for name in ["drag right", "drag up", "cancelled drag"] {
      let times = Self.script(name).events.map(\.timestamp)
      #expect(
        times.indices.allSatisfy { abs(times[$0] - (1 + Double($0) / 60)) < 1e-12 }, "\(name)")
    }
    let cancelled = Self.script("cancelled drag").events
    #expect(cancelled.last?.phase == .cancel)
    #expect(cancelled.map(\.position.x) == [200, 208, 216, 224, 232, 240, 248, 248])
    #expect(cancelled.allSatisfy { $0.position.y == 200 })
  }

  @Test("GR-3: rotation turns a quarter turn and the pinch spreads 40 to 160, about (240, 180)")
  func twoFingers() {
    for (name, distances, angles) in [
      ("rotation", (100.0, 100.0), (0.0, Double.pi / 2)), ("pinch", (40.0, 160.0), (0.0, 0.0)),
    ] {
      let tracks = Self.tracks(Self.script(name))
      let (first, second) = (tracks[1] ?? [], tracks[2] ?? [])
      #expect(first.count == 12 && second.count == 12, "\(name)")
      for (a, b) in zip(first, second) {
        #expect(abs((a.x + b.x) / 2 - 240) < 1e-9 && abs((a.y + b.y) / 2 - 180) < 1e-9)
      }
      func distance(_ index: Int) -> Double {
        let (a, b) = (first[index], second[index])
        return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
      }
      #expect(abs(distance(0) - distances.0) < 1e-9 && abs(distance(10) - distances.1) < 1e-9)
      // The angle of the line from the second finger to the first: sin and cos of it.
      for (index, angle) in [(0, angles.0), (10, angles.1)] {
        let (a, b) = (first[index], second[index])
        let cosine = (a.x - b.x) / distance(index)
        let sine = (a.y - b.y) / distance(index)
        let expected = angle == 0 ? (1.0, 0.0) : (0.0, 1.0)
        #expect(abs(cosine - expected.0) < 1e-9 && abs(sine - expected.1) < 1e-9, "\(name)")
      }
      #expect(first.last == first[10] && second.last == second[10], "\(name) lifts in place")
      let lifts = Self.script(name).events.suffix(2)
      #expect(lifts.map(\.pointer) == [2, 1] && lifts.allSatisfy { $0.phase == .up })
    }
  }

  @Test("GR-3: in “second finger joins”, a second finger goes down during a drag and outlasts it")
  func secondFinger() {
    let events = Self.script("second finger joins").events
    let tracks = Self.tracks(Self.script("second finger joins"))
    #expect(
      tracks[1] == [
        Point(x: 200, y: 200), Point(x: 206, y: 200), Point(x: 212, y: 200),
        Point(x: 218, y: 200), Point(x: 224, y: 200), Point(x: 229, y: 198),
        Point(x: 234, y: 196), Point(x: 239, y: 194), Point(x: 244, y: 192),
        Point(x: 244, y: 192),
      ])
    #expect(
      tracks[2]?.map(\.x) == [300, 305, 310, 315, 320, 327, 334, 341, 341]
        && tracks[2]?.allSatisfy { $0.y == 240 } == true)
    let firstUp = events.firstIndex { $0.pointer == 1 && $0.phase == .up } ?? 0
    let secondDown = events.firstIndex { $0.pointer == 2 && $0.phase == .down } ?? 0
    #expect(secondDown < firstUp && events.last?.pointer == 2)
  }

  @Test(
    "GR-3: the random gestures use up to three fingers across the region, move by at most 40, and cancel now and then"
  )
  func random() {
    let randoms = Self.standard.filter { $0.name.hasPrefix("random ") }
    #expect(randoms.map(\.name) == (0..<12).map { "random \($0)" })
    var downs: [Point] = []
    var phases: Set<PointerEvent.Phase> = []
    var pointers: Set<Int> = []
    for script in randoms {
      var last: [Int: Point] = [:]
      for event in script.events {
        phases.insert(event.phase)
        pointers.insert(event.pointer)
        if event.phase == .down {
          downs.append(event.position)
        } else if let previous = last[event.pointer] {
          #expect(abs(event.position.x - previous.x) <= 40, "\(script): \(event)")
          #expect(abs(event.position.y - previous.y) <= 40, "\(script): \(event)")
        }
        last[event.pointer] = event.position
      }
    }
    #expect(phases == Set(PointerEvent.Phase.allCases))
    #expect(pointers == [1, 2, 3])
    #expect(downs.allSatisfy { (120..<360).contains($0.x) && (80..<280).contains($0.y) })
    let xs = downs.map(\.x)
    let ys = downs.map(\.y)
    #expect((xs.max() ?? 0) - (xs.min() ?? 0) > 180, "\(xs)")
    #expect((ys.max() ?? 0) - (ys.min() ?? 0) > 150, "\(ys)")
    #expect(Set(randoms.map { $0.events.count }).count > 4)
    #expect(GestureScript.standard.map(\.events) == Self.standard.map(\.events))
    let moves = randoms.flatMap { script in
      script.events.indices.compactMap { index -> (Point, Point)? in
        let event = script.events[index]
        guard event.phase == .move,
          let previous = script.events[..<index].last(where: { $0.pointer == event.pointer })
        else { return nil }
        return (previous.position, event.position)
      }
    }
    // Fixed by the seeds: a failure in “random 3” names the same events on every machine.
    #expect(
      randoms[0].events.first
        == PointerEvent(
          pointer: 3, phase: .down, position: Point(x: 314.6040823716185, y: 125.17322781480344),
          timestamp: 1.1))
    #expect(moves.count == 54)
    let first = moves.first.map { Point(x: $0.1.x - $0.0.x, y: $0.1.y - $0.0.y) } ?? .zero
    #expect(abs(first.x - 37.577_452_352) < 1e-6 && abs(first.y - 14.173_773_089) < 1e-6)
  }
}
