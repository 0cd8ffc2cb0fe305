import * as vl from 'vega-lite';
import * as vega from 'vega';
const labels=['constructor','x'];
for (const expr of ['datum.label === "constructor"', 'indexof(["constructor","x"], datum.label) >= 0', 'datum.label === "x"', '"constructor" == datum.label']) {
const spec = { data: { values: labels.map((l,i)=>({label:l, v:i})) }, transform:[{filter: expr}], mark: 'bar', encoding: { x: { field: 'label', type: 'nominal' }, y: { field: 'v', type: 'quantitative' } } };
const c = vl.compile(spec).spec;
try { const view = new vega.View(vega.parse(c), { renderer: 'none' }); await view.toSVG(); console.log(expr, 'ok'); } catch (e) { console.log(expr, e.message); }
}
