import MotionRuntime
import MotionStreams
import Testing

@Suite("FrameRuntime: interactions and targets")
struct RuntimeInteractionTests {
  @Test("RT-2: add stores the interaction before invoking it, so nested adds see it first")
  func storesBeforeInvoking() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let target = ReactiveProperty(0.0)
    let child = Switch(ReactiveProperty(false))
    let composite = Composite(child: child)
    runtime.add(composite, to: target)
    #expect(composite.sawItself)
    #expect(
      runtime.interactions(ofType: Composite.self, for: target).map { $0 === composite } == [true])
    #expect(runtime.interactions(ofType: Switch.self, for: target).map { $0 === child } == [true])
    #expect(runtime.interactions(ofType: Ramp.self, for: target).isEmpty)
    #expect(runtime.interactions(ofType: Switch.self, for: ReactiveProperty(0.0)).isEmpty)
  }

  @Test("RT-2: interactions(ofType:for:) lists a target's interactions in the order added")
  func order() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let target = ReactiveProperty(0.0)
    let first = Ramp(to: 1, over: 1)
    let second = Ramp(to: 2, over: 1)
    runtime.add(first, to: target)
    runtime.add(second, to: target, constraints: { $0 })
    let found = runtime.interactions(ofType: Ramp.self, for: target)
    #expect(found.count == 2)
    #expect(found.first === first)
    #expect(found.last === second)
  }

  @Test("RT-3: one interaction on several targets gives each an independent system")
  func independentSystems() {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let ramp = Ramp(to: 100, over: 1)
    let a = ReactiveProperty(0.0)
    let b = ReactiveProperty(50.0)
    runtime.add(ramp, to: a)
    source.advance(by: 0.5)
    runtime.add(ramp, to: b)
    #expect(a.value == 50)
    #expect(b.value == 50)
    source.advance(by: 0.5)
    #expect(a.value == 100)
    #expect(abs(b.value - 75) < 1e-9)
    source.advance(by: 0.5)
    #expect(b.value == 100)
    #expect(runtime.interactions(ofType: Ramp.self, for: a).count == 1)
    #expect(runtime.interactions(ofType: Ramp.self, for: b).count == 1)
  }

  @Test("constraints passed to add shape the interaction's output")
  func constraints() {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let target = ReactiveProperty(0.0)
    runtime.add(Ramp(to: 100, over: 1), to: target, constraints: { min($0, 30) })
    source.advance(by: 1)
    #expect(target.value == 30)
  }

  @Test("get caches one reactive view per object, shared by every caller")
  func reactiveViewCache() {
    final class Node: ReactiveViewable {
      var made = 0
      func makeReactiveView() -> MotionElement {
        made += 1
        return MotionElement(name: "node")
      }
    }
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let node = Node()
    let view = runtime.get(node)
    #expect(runtime.get(node) === view)
    #expect(node.made == 1)
    #expect(runtime.get(Node()) !== view)
  }
}
