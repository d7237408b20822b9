import type { SimSession } from './sim-sessions';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function shell(title: string, body: string, base: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${base}/assets/game.css"></head><body>${body}</body></html>`;
}

/**
 * The game page: everything the script needs rides on data attributes (no inline script under the CSP). The session
 * itself stays in the HttpOnly cookie; `api` is the game's address, under which its calls go.
 */
export function gamePage(session: SimSession, api: string, base: string): string {
  const { wallet, kind } = session;
  const body = `<main id="game" data-api="${escapeHtml(api)}" data-kind="${kind}" data-balance="${escapeHtml(session.wallet.mode === 'fun' ? session.funBalance.toString() : wallet.balance)}"
  data-currency="${escapeHtml(wallet.currency)}" data-min-bet="${escapeHtml(String(session.minBet))}" data-mode="${wallet.mode}">
  <header><h1>${escapeHtml(wallet.game.gameName)}</h1><p class="vendor">${escapeHtml(wallet.game.vassalage)} · ${wallet.mode === 'fun' ? 'Free play' : escapeHtml(wallet.playerName)}</p></header>
  <section class="board" aria-live="polite"><div id="result" class="result">Place your stake</div></section>
  <p class="balance">Balance <strong id="balance">…</strong> ${escapeHtml(wallet.currency)}</p>
  <label class="stake">Stake <select id="stake"></select></label>
  <div id="choices" class="choices"></div>
  <button id="play" type="button" class="play">Play</button>
  <ol id="history" class="history" aria-label="Last rounds"></ol>
</main><script src="${base}/assets/game.js" defer></script>`;
  return shell(wallet.game.gameName, body, base);
}

export function errorPage(message: string, base: string): string {
  return shell(
    'Game unavailable',
    `<main class="error"><h1>Game unavailable</h1><p>${escapeHtml(message)}</p></main>`,
    base,
  );
}

export const GAME_CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#0b1020;color:#fff7e0;min-height:100vh}
main{max-width:480px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:12px}
h1{font-size:1.3rem;margin:0}.vendor{margin:4px 0 0;color:#ffd86b;font-size:.85rem}
.board{background:#131b36;border-radius:16px;min-height:140px;display:flex;align-items:center;justify-content:center;padding:12px}
.result{font-size:1.4rem;font-weight:700;text-align:center}.reel{display:inline-block;min-width:64px;margin:0 4px;padding:12px 6px;background:#fff7e0;color:#e0355f;border-radius:10px}
.balance{margin:0;font-size:1.1rem}.stake select{margin-left:8px;font-size:1rem;padding:6px;border-radius:8px}
.choices{display:flex;gap:8px;flex-wrap:wrap}.choices button{flex:1;padding:10px;border-radius:10px;border:2px solid #27306b;background:#131b36;color:#fff7e0;font-size:1rem}
.choices button[aria-pressed=true]{border-color:#f5b400;background:#27306b}
.play{padding:14px;font-size:1.2rem;font-weight:800;border:0;border-radius:14px;background:#f5b400;color:#0b1020}.play:disabled{opacity:.5}
.history{margin:0;padding-left:20px;font-size:.9rem;color:#cfd3e6}.error{padding:32px;text-align:center}
`;

export const GAME_JS = `
(function(){
var root=document.getElementById('game');if(!root)return;
var d=root.dataset,kind=d.kind,minBet=BigInt(d.minBet),balance=BigInt(d.balance),busy=false;
var choices={table:['PLAYER','BANKER','TIE'],match:['HOME','DRAW','AWAY']}[kind]||[];
var labels={PLAYER:'Player 1:1',BANKER:'Banker 0.95:1',TIE:'Tie 8:1',HOME:'Home 2.10',DRAW:'Draw 3.40',AWAY:'Away 3.20'};
var picked=choices[0]||'';
function money(v){var s=(v<0n?-v:v).toString().padStart(3,'0');return (v<0n?'-':'')+s.slice(0,-2)+'.'+s.slice(-2);}
function show(){document.getElementById('balance').textContent=money(balance);}
var stake=document.getElementById('stake');
[1n,2n,5n,10n,20n].forEach(function(f){var o=document.createElement('option');o.value=(minBet*f).toString();o.textContent=money(minBet*f);stake.appendChild(o);});
var box=document.getElementById('choices');
choices.forEach(function(c){var b=document.createElement('button');b.type='button';b.textContent=labels[c]||c;b.setAttribute('aria-pressed',String(c===picked));
b.addEventListener('click',function(){picked=c;Array.prototype.forEach.call(box.children,function(x){x.setAttribute('aria-pressed',String(x===b));});});box.appendChild(b);});
var play=document.getElementById('play');play.textContent={slot:'Spin',table:'Deal',fish:'Fire',match:'Place bet'}[kind]||'Play';
var result=document.getElementById('result'),history=document.getElementById('history');
function render(outcome){result.textContent='';if(kind==='slot'){outcome.result.forEach(function(s){var e=document.createElement('span');e.className='reel';e.textContent=s;result.appendChild(e);});
var t=document.createElement('div');t.textContent=outcome.text;result.appendChild(t);}else{result.textContent=outcome.text;}}
play.addEventListener('click',function(){if(busy)return;busy=true;play.disabled=true;
fetch(d.api+'/round',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({stake:stake.value,choice:picked})})
.then(function(r){return r.json();}).then(function(a){
if(a.balance!==undefined)balance=BigInt(a.balance);show();
if(!a.ok){result.textContent=a.message||'Refused';return;}
render(a.outcome);var li=document.createElement('li');li.textContent=a.outcome.text+' · stake '+money(BigInt(stake.value))+' · paid '+money(BigInt(a.outcome.payout));
history.insertBefore(li,history.firstChild);while(history.children.length>8)history.removeChild(history.lastChild);
}).catch(function(){result.textContent='Connection lost, try again';}).finally(function(){busy=false;play.disabled=false;});});
show();
})();
`;
