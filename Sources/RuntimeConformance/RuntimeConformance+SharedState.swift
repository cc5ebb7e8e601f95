import MotionRuntime
import MotionStreams

extension RuntimeConformance {
  /// Attachments on two objects and of two types, and the reactive views of two objects, each
  /// asked for several times: one instance per object and type, made once.
  static func sharedState(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let (a, b) = (ReactiveProperty(0.0, name: "a"), ReactiveProperty(0.0, name: "b"))
      var made = 0
      func note(for object: AnyObject) -> KitNote {
        runtime.attachment(for: object) {
          made += 1
          return KitNote()
        }
      }
      let first = note(for: a)
      check.expect(
        note(for: a) === first && made == 1,
        "Asked twice for a KitNote on one object, it made \(made) and returned different instances."
      )
      let other = runtime.attachment(for: a) { KitOtherNote() }
      check.expect(
        note(for: a) === first,
        "After a KitOtherNote was attached to the same object, asking for its KitNote made a new one (\(made) made): attachments are not keyed by type."
      )
      check.expect(
        runtime.attachment(for: a) { KitOtherNote() } === other,
        "Asked again for the KitOtherNote on an object, it returned a different instance.")
      let forB = note(for: b)
      check.expect(
        forB !== first && made == 2,
        "Asked for a KitNote on a second object, it returned the first object's (\(made) made): attachments are not keyed by object."
      )
      let (node, otherNode) = (KitNode(), KitNode())
      let view = runtime.get(node)
      check.expect(
        runtime.get(node) === view && node.made == 1,
        "get(_:) called twice on one object returned different views (makeReactiveView called \(node.made) times)."
      )
      check.expect(
        runtime.get(otherNode) !== view && otherNode.made == 1,
        "get(_:) on a second object returned the first object's view.")
      check.expect(
        note(for: a) === first && note(for: b) === forB && runtime.get(node) === view
          && made == 2 && node.made == 1,
        "After get(_:) was used, the attachments or views changed.")
    }
  }
}
