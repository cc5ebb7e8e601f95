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

function mmCheck(frame, spec) {
  const result = { name: spec.name, scheme: spec.scheme };
  const started = performance.now();
  try {
    const win = frame.contentWindow;
    const doc = win.document;
    const element = doc.getElementById('motion') || doc.querySelector('.motion');
    if (!element) throw new Error('no #motion (or .motion) element');
    result.reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animations = doc.getAnimations().filter((a) => a.effect && a.effect.target === element);
    result.animations = animations.map((a) => a.animationName || a.id || '');
    let end = 0;
    for (const animation of animations) {
      animation.pause();
      end = Math.max(end, animation.effect.getComputedTiming().endTime);
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
      for (const animation of animations) animation.currentTime = time;
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
    doc.write(pages[index]);
    doc.close();
    const pre = document.createElement('pre');
    pre.className = 'mm-result';
    pre.textContent = JSON.stringify(mmCheck(frame, spec));
    output.appendChild(pre);
    frame.remove();
  });
  const done = document.createElement('pre');
  done.id = 'mm-done';
  done.textContent = JSON.stringify({ milliseconds: performance.now() - started });
  output.appendChild(done);
}

window.addEventListener('load', mmRun);
