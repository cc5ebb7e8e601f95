#!/usr/bin/env bash
# Rewrites code and docs written against MaterialMotion 0.x to the 1.0 public names.
#
#   Scripts/rename-1.0.sh [path ...]      (default: Sources Tests Benchmarks/Benchmarks Docs README.md)
#
# Rewrites every .swift and .md file under the given paths in place. Idempotent: a second run
# changes nothing. Files containing the marker `rename-1.0: skip` are left alone (the migration
# table in Docs/PublicAPI.md names the old spellings on purpose). What the script cannot rewrite
# safely it reports as `hand-fix: file:line: reason` on stderr; the compiler finds the rest, since
# the old spellings no longer exist (no deprecated shims).
#
# The renames (Docs/PublicAPI.md has the full table):
#   _nextOperator("l", …)        -> nextOperator(named: "l", …)
#   _map("l", …) / _filter("l", …) -> map(named: "l", …) / filter(named: "l", …)
#   _map { … } / _filter { … }   -> map { … } / filter { … }   (same label, same fusion)
#   ._read { … }                 -> .onEach { … }   (a tap; the spec's `_read` is ReactiveProperty.value)
#   _remember() / _multicast()   -> remember() / multicast()
#   Element (the gestures' hit region) -> HitRegion
#   InteractionError, GestureError.invalidParameter -> ParameterError (in MotionStreams)
#   GestureError.invalidNumberOfTaps(n) -> ParameterError.invalidCount("numberOfTaps", n)
#   recognizer initializers throw ParameterError (`#expect(throws: GestureError.self) { try
#     PanGestureRecognizer(…) }` is rewritten; `throws(GestureError)` on your own wrappers is not)
#   Tween(durationSeconds:delaySeconds:), .durationSeconds, .delaySeconds, .endSeconds
#     -> duration:, delay:, .duration, .delay, .endTime (Double seconds)
#   Tween(duration: .milliseconds(300), delay: .seconds(1)) -> Tween(duration: 0.3, delay: 1)
#   Interaction's func add(to:runtime: any Runtime, constraints:)
#     -> func add(to:runtime: some InteractionRuntime, constraints:)
#
#   Scripts/rename-1.0.sh --self-test     rewrites a fixture, checks the result and that a second
#                                         run changes nothing
set -euo pipefail

if [ "${1:-}" = "--self-test" ]; then
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' EXIT
  cat >"$dir/Old.swift" <<'SWIFT'
@Test("MO-5: _read sees each value; _nextOperator keeps state")
func f() throws {
  let a = s._map("offset", arguments: ["1"]) { $0 + 1 }._filter("even") { $0 % 2 == 0 }
  let b = _map { $0 }._filter { _ in true }._read { print($0) }._remember()._multicast()
  let c = s._nextOperator("count") { observer in { observer.next($0) } }
  let t = try Tween(duration: .milliseconds(300), delay: .seconds(2), values: [1.0])
  let u = try Tween(durationSeconds: 1, delaySeconds: 0.5, values: [1.0])
  _ = (u.durationSeconds, u.delaySeconds, u.endSeconds, benchmark(maxDuration: .seconds(2)))
  let region = Element(frame: .zero)
  _ = Element.convert(.zero, from: nil, to: region)
  #expect(throws: GestureError.invalidNumberOfTaps(0)) { try TapGestureRecognizer(element: region, numberOfTaps: 0) }
  #expect(throws: GestureError.self) { try PanGestureRecognizer(element: region, slop: -1) }
  #expect(throws: InteractionError.invalidParameter("duration", -1)) { try DragRelease(duration: -1) }
}
func add(to target: MotionElement, runtime: any Runtime, constraints: Never?) {}
func add(
  to target: Wrapped.Target, runtime _: any Runtime, constraints: Wrapped.Constraints?
) {}
func build(on runtime: any Runtime) {}
SWIFT
  cat >"$dir/expected.swift" <<'SWIFT'
@Test("MO-5: onEach(_:) sees each value; nextOperator(named:) keeps state")
func f() throws {
  let a = s.map(named: "offset", arguments: ["1"]) { $0 + 1 }.filter(named: "even") { $0 % 2 == 0 }
  let b = map { $0 }.filter { _ in true }.onEach { print($0) }.remember().multicast()
  let c = s.nextOperator(named: "count") { observer in { observer.next($0) } }
  let t = try Tween(duration: 0.3, delay: 2, values: [1.0])
  let u = try Tween(duration: 1, delay: 0.5, values: [1.0])
  _ = (u.duration, u.delay, u.endTime, benchmark(maxDuration: .seconds(2)))
  let region = HitRegion(frame: .zero)
  _ = HitRegion.convert(.zero, from: nil, to: region)
  #expect(throws: ParameterError.invalidCount("numberOfTaps", 0)) { try TapGestureRecognizer(element: region, numberOfTaps: 0) }
  #expect(throws: ParameterError.self) { try PanGestureRecognizer(element: region, slop: -1) }
  #expect(throws: ParameterError.invalidParameter("duration", -1)) { try DragRelease(duration: -1) }
}
func add(to target: MotionElement, runtime: some InteractionRuntime, constraints: Never?) {}
func add(
  to target: Wrapped.Target, runtime _: some InteractionRuntime, constraints: Wrapped.Constraints?
) {}
func build(on runtime: any Runtime) {}
SWIFT
  "$0" "$dir/Old.swift"
  diff -u "$dir/expected.swift" "$dir/Old.swift"
  cp "$dir/Old.swift" "$dir/once.swift"
  "$0" "$dir/Old.swift"
  diff -u "$dir/once.swift" "$dir/Old.swift"
  echo "rename-1.0: self-test passed (rewrite as expected; a second run changes nothing)"
  exit 0
fi

if [ "$#" -eq 0 ]; then
  set -- Sources Tests Benchmarks/Benchmarks Docs README.md
fi
paths=()
for path in "$@"; do
  if [ -e "$path" ]; then paths+=("$path"); else echo "rename-1.0: no such path: $path" >&2; fi
done
[ "${#paths[@]}" -gt 0 ] || exit 0

program=$(mktemp)
trap 'rm -f "$program"' EXIT
cat >"$program" <<'PERL'
use strict; use warnings;
our $file;
for $file (@ARGV) {
  open(my $in, '<:raw', $file) or die "rename-1.0: $file: $!\n";
  local $/; local $_ = <$in>; close $in;
  my $before = $_;
  transform() unless /rename-1\.0: skip/;
  next if $_ eq $before;    # untouched files keep their modification time
  open(my $out, '>:raw', $file) or die "rename-1.0: $file: $!\n";
  print $out $_; close $out;
}

sub transform {
my $swift = $file =~ /\.swift$/;

sub hand { my ($pattern, $why) = @_; our $file; my $n = 0;
  for my $line (split /\n/, $_, -1) { $n++;
    print STDERR "hand-fix: $file:$n: $why\n" if $line =~ /$pattern/; } }

sub seconds { my ($unit, $literal) = @_;
  (my $n = $literal) =~ s/_//g;
  my %div = (seconds => 1, milliseconds => 1e3, microseconds => 1e6, nanoseconds => 1e9);
  return sprintf("%.15g", $n / $div{$unit}); }

sub divided { my ($unit, $expr) = @_;
  my %div = (seconds => "", milliseconds => " / 1_000", microseconds => " / 1_000_000",
    nanoseconds => " / 1_000_000_000");
  return "Double($expr)$div{$unit}"; }

# --- operator-authoring API -------------------------------------------------------------------
s/\b_(nextOperator|map|filter)\(_:/$1(named:/g;                       # symbol names in docs
s/\b_(nextOperator|map|filter)\((?=[a-zA-Z]+:[a-zA-Z:]*\))/$1(named:/g;   # _nextOperator(makeNext:)
s/\b_(nextOperator|map|filter)\((?=\s*")/$1(named: /g;               # calls with a literal label
s/\b_(map|filter)(\s*)\{/$1$2\{/g;                                   # default label: the public one
s/(?<!func )\b_(nextOperator|map|filter)\b(?![\w(<])/$1(named:)/g;              # bare mentions in prose
s/\b_(remember|multicast)\(\)/$1()/g;
s/(?<!func )\b_(remember|multicast)\b(?![\w(<])/$1()/g;
s/\._read\b(?=\s*[({])/.onEach/g;                                     # the tap, as a member call
s/(?<![\w.])_read(?=\s*[({])/onEach/g if !$swift;                     # docs: `_read { … }`
s/\x60_read\x60/\x60onEach(_:)\x60/g;
s/^(.*\@Test\(".*?)\b_read\b/$1onEach(_:)/mg;                        # test titles
hand(qr/\b_(?:nextOperator|map|filter)\(/,
  "operator label is not a string literal: write nextOperator/map/filter(named: label, …)");

# --- the gestures hit region --------------------------------------------------------------------
s/\bElementTests\b/HitRegionTests/g;
if ($swift) {
  if (/(?:<|,\s*)Element\s*[:>,]|associatedtype\s+Element\b|typealias\s+Element\b|where\s+Element\b|\bElement\s*==|\.Element\b/) {
    print STDERR "hand-fix: $file: declares or uses a generic Element; rename the hit region by hand\n"
      if /(?<![\w.])Element\s*(?:\(|\?|\.convert|\.undefined)/;
  } else {
    s/(?<![\w.])Element\b/HitRegion/g;
  }
} else {
  s/(?<![\w.])Element\b(?=[\x60(.?,:)\]>])/HitRegion/g;
}

# --- one invalid-parameter error --------------------------------------------------------------
s/\bInteractionError\b/ParameterError/g;
s/\bGestureError([.\/])invalidParameter\b/ParameterError$1invalidParameter/g;
s/\bGestureError\.invalidNumberOfTaps\(/ParameterError.invalidCount("numberOfTaps", /g;
s/\bGestureError\/invalidNumberOfTaps\(_:\)/ParameterError\/invalidCount(_:_:)/g;
s/\bGestureError\.self(\)\s*\{\s*(?:_\s*=\s*)?try\s+\w*GestureRecognizer\()/ParameterError.self$1/g;  # recognizer inits
s/\bGestureError([.\/])invalidNumberOfTaps\b(?!\()/ParameterError$1invalidCount/g;
s/\bGestureError([.\/])invalidCount\b/ParameterError$1invalidCount/g;
s/\.invalidNumberOfTaps\(/.invalidCount("numberOfTaps", /g;
s/\binvalidNumberOfTaps\b/invalidCount/g;

# ParameterError and AffineTransform live in MotionStreams: a DocC link (``…``) to them resolves
# only there; elsewhere they are plain code voice.
if ($file !~ m{(?:^|/)Sources/Streams/}) {
  s/\x60\x60(?:MotionStreams\/)?((?:ParameterError|AffineTransform)\b[^\x60]*)\x60\x60/\x60$1\x60/g;
}

# --- one time convention: Double seconds --------------------------------------------------------
s/\bdurationSeconds:/duration:/g;
s/\bdelaySeconds:/delay:/g;
s/\.durationSeconds\b/.duration/g;
s/\.delaySeconds\b/.delay/g;
s/\.endSeconds\b(?!\()/.endTime/g;  # not `Animation.endSeconds(from:)`
s{\b(duration|delay)(\s*(?::|==|!=)\s*)\.(seconds|milliseconds|microseconds|nanoseconds)\(\s*(-?[\d_]+(?:\.[\d_]+)?)\s*\)}{$1.$2.seconds($3, $4)}ge;
s{\b(duration|delay)(\s*(?::|==|!=)\s*)\.(seconds|milliseconds|microseconds|nanoseconds)\(([^()]*)\)}{$1.$2.divided($3, $4)}ge;

# --- interactions receive the runtime generically -------------------------------------------------
s/(\bfunc add\(\s*to [^)]*?\bruntime(?:\s+\w+)?:\s*)any Runtime\b/$1some InteractionRuntime/g;
}
PERL

find "${paths[@]}" -type f \( -name '*.swift' -o -name '*.md' \) -not -path '*/.build/*' -print0 |
  xargs -0 --no-run-if-empty perl "$program"
