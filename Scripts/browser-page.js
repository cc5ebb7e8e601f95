// The browser check's page script (Scripts/browser-check.py puts it in the harness page, with
// every exported page's text). For each exported page: pause every animation, set
// currentTime to every millisecond from 0 to the end of the last animation plus 300 ms (or the
// engine's end plus 300 ms, whichever is later), and read at each instant
//   - each registered custom property --P, at full precision (computedStyleMap, a double);
//   - the real CSS properties derived from them: opacity (computedStyleMap, the float Blink
//     stores), and the element's transform as a matrix composed from the computed translate,
//     rotate and scale (the order CSS applies them), plus the centre and width of its border
//     box on screen (getBoundingClientRect: the transform as layout applies it).
// The results go into the DOM as JSON, one <pre> per page, for `--dump-dom` to print.
'use strict';

function mmNumber(text) {
  const value = parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

// translate / rotate / scale computed values ("12.5px 3px", "-20deg", "0.6") as one matrix.
function mmMatrix(style) {
  let matrix = new DOMMatrix();
  const translate = style.translate;
  if (translate && translate !== 'none') {
    const [x, y] = translate.split(' ');
    matrix = matrix.translate(mmNumber(x) || 0, mmNumber(y) || 0);
  }
  const rotate = style.rotate;
  if (rotate && rotate !== 'none') matrix = matrix.rotate(mmNumber(rotate) || 0);
  const scale = style.scale;
  if (scale && scale !== 'none') {
    const [sx, sy] = scale.split(' ');
    const x = mmNumber(sx);
    matrix = matrix.scale(x, sy === undefined ? x : mmNumber(sy));
  }
  return [matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f];
}

// A waapi export (the JSON of `motion export --format waapi`) played on a fresh #motion the
// way the exported ES module's play() plays it: the properties registered, the derived real
// properties set, and per property `new Animation(new KeyframeEffect(element, keyframes,
// options))` with its id and playbackRate set before play().
function mmPlayWaapi(win, doc, exported) {
  const element = doc.createElement('div');
  element.id = 'motion';
  element.className = 'motion';
  element.style.cssText = 'position: absolute; left: 40px; top: 40px; width: 48px; height: 48px;';
  doc.body.appendChild(element);
  for (const property of Object.values(exported.properties)) {
    try {
      win.CSS.registerProperty({
        name: property.name, syntax: property.syntax, inherits: property.inherits,
        initialValue: property.initialValue,
      });
    } catch (error) {
      // Registered already.
    }
  }
  for (const [property, value] of Object.entries(exported.style)) {
    element.style.setProperty(property, value);
  }
  for (const property of Object.values(exported.properties)) {
    const options = Object.assign({}, property.options,
      { iterations: Number(property.options.iterations) });
    const animation = new win.Animation(
      new win.KeyframeEffect(element, property.keyframes, options), doc.timeline);
    animation.id = property.options.id;
    animation.playbackRate = property.playbackRate;
    animation.play();
  }
  return element;
}

function mmCheck(frame, spec, page) {
  const result = { name: spec.name, scheme: spec.scheme };
  const started = performance.now();
  try {
    const win = frame.contentWindow;
    const doc = win.document;
    const element = spec.waapi ? mmPlayWaapi(win, doc, JSON.parse(page))
      : doc.getElementById('motion') || doc.querySelector('.motion');
    if (!element) throw new Error('no #motion (or .motion) element');
    result.reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animations = doc.getAnimations().filter((a) => a.effect && a.effect.target === element);
    result.animations = animations.map((a) => a.animationName || a.id || '');
    // The document's time T is each animation's current time, except for an animation with a
    // playback rate other than 1 (waapi only): that one keeps running and gets the start time
    // play() would have given it had it been played at T ms ago (Web Animations, "play an
    // animation": start = ready time - hold time / rate, the hold time being the effect's end
    // for a negative rate, 0 otherwise), so that the browser itself computes its current time,
    // (timeline time - start time) x rate. A rate of 0 holds its current time at 0.
    const now = doc.timeline.currentTime;
    result.clock = 'currentTime';
    let end = 0;
    const rated = [];
    for (const animation of animations) {
      const rate = animation.playbackRate;
      const timing = animation.effect.getComputedTiming();
      if (rate === 1) {
        animation.pause();
      } else if (now === null) {
        throw new Error('the document timeline has no current time to set start times against');
      } else {
        const hold = rate < 0 ? timing.endTime : 0;
        rated.push([animation, rate === 0 ? null : hold / rate]);
        result.clock = 'startTime';
      }
      // An infinite animation's end does not lengthen the window (spec.until covers it).
      if (Number.isFinite(timing.endTime)) end = Math.max(end, timing.endTime / Math.abs(rate || 1));
    }
    result.browserEnd = end;
    const count = Math.max(spec.until, Math.ceil(end) + 300) + 1;
    result.count = count;
    const names = [];
    for (const name of result.animations) {
      if (name.startsWith('mm-')) names.push(name.slice(3));
    }
    result.custom = {};
    for (const name of names) result.custom[name] = [];
    const real = { opacity: [], matrix: [], centre: [], width: [] };
    const layout = {
      width: element.offsetWidth, height: element.offsetHeight,
    };
    result.layout = layout;
    for (let time = 0; time < count; time += 1) {
      for (const animation of animations) {
        if (animation.playState === 'paused') animation.currentTime = time;
      }
      for (const [animation, shift] of rated) {
        if (shift !== null) animation.startTime = now - time - shift;
      }
      const map = element.computedStyleMap();
      for (const name of names) {
        const value = map.get('--' + name);
        result.custom[name].push(value && 'value' in value ? value.value : null);
      }
      if (spec.real && time % spec.real === 0) {
        const style = win.getComputedStyle(element);
        real.opacity.push(map.get('opacity').value);
        real.matrix.push(mmMatrix(style));
        const box = element.getBoundingClientRect();
        real.centre.push([box.left + box.width / 2, box.top + box.height / 2]);
        real.width.push(box.width);
      }
    }
    if (spec.real) {
      // The untransformed box: the same element with translate, rotate and scale set to none
      // inline (they are derived from the animated custom properties, never animated
      // themselves, so an inline declaration wins over the page's).
      for (const property of ['translate', 'rotate', 'scale']) {
        element.style.setProperty(property, 'none', 'important');
      }
      const box = element.getBoundingClientRect();
      layout.centre = [box.left + box.width / 2, box.top + box.height / 2];
      for (const property of ['translate', 'rotate', 'scale']) {
        element.style.removeProperty(property);
      }
      result.real = real;
    }
  } catch (error) {
    result.error = String(error && error.stack ? error.stack : error);
  }
  result.milliseconds = performance.now() - started;
  return result;
}

// One page at a time, written into a fresh same-origin iframe (document.write parses it
// synchronously), checked, and removed: with many live frames, every style update walks them all
// (measured: twice the time per instant with 60 frames).
function mmRun() {
  const specs = JSON.parse(document.getElementById('mm-specs').textContent);
  const pages = JSON.parse(document.getElementById('mm-pages').textContent);
  const started = performance.now();
  const output = document.getElementById('mm-results');
  specs.forEach((spec, index) => {
    const frame = document.createElement('iframe');
    frame.width = 400;
    frame.height = 300;
    document.body.appendChild(frame);
    const doc = frame.contentDocument;
    doc.open();
    doc.write(spec.waapi ? '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>'
      : pages[index]);
    doc.close();
    const pre = document.createElement('pre');
    pre.className = 'mm-result';
    pre.textContent = JSON.stringify(mmCheck(frame, spec, pages[index]));
    output.appendChild(pre);
    frame.remove();
  });
  const done = document.createElement('pre');
  done.id = 'mm-done';
  done.textContent = JSON.stringify({ milliseconds: performance.now() - started });
  output.appendChild(done);
}

window.addEventListener('load', mmRun);
