-- Lottery orders (docs/server/lottery-orders.md): the lotto app's sessions, the players' orders and their tickets
-- (suborders), and each draw's liability per selection. Money moves through the seamless wallet as provider LOTTERY:
-- each ticket's stake is one wallet bet in the round of its order, its win one wallet win, its refund a rollback of
-- that bet; the wallet's transaction ids derive from the ticket's id, so no retry moves money twice.

-- A lotto app's session: its token (kept as a SHA-256) stands for the wallet session the launch token gave.
CREATE TABLE lottery_sessions (
  token_hash        text   PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  merchant          text   NOT NULL REFERENCES merchants (code),
  wallet_session_id text   NOT NULL,
  account_id        bigint NOT NULL REFERENCES accounts (id),
  game_id           text   NOT NULL,
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL
);
CREATE INDEX lottery_sessions_expiry ON lottery_sessions (expires_at);

-- One row per placement. A follow order covers `follow_draws` consecutive draws from `draw_id` (its first), the same
-- tickets in each; with `stop_on_win` the later draws' tickets are refunded once a draw's ticket wins.
CREATE TABLE lottery_orders (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant          text   NOT NULL REFERENCES merchants (code),
  account_id        bigint NOT NULL REFERENCES accounts (id),
  client_order_id   text   NOT NULL CHECK (client_order_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- the order as asked (SHA-256 of its canonical form): a repeat of the id with another order is refused
  request_hash      text   NOT NULL,
  wallet_session_id text   NOT NULL,
  game_id           text   NOT NULL,
  draw_id           bigint NOT NULL REFERENCES lottery_draws (id),
  prize_mode        text   NOT NULL,
  follow_draws      integer NOT NULL DEFAULT 1 CHECK (follow_draws BETWEEN 1 AND 20),
  stop_on_win       boolean NOT NULL DEFAULT false,
  total             bigint NOT NULL CHECK (total > 0),
  -- pending: stored, stakes being taken; refused: a stake was refused or sales closed first (stakes returned);
  -- placed: on sale; settled: every ticket decided; cancelled: every ticket cancelled
  status            text   NOT NULL CHECK (status IN ('pending', 'refused', 'placed', 'settled', 'cancelled')),
  created_at        timestamptz NOT NULL,
  UNIQUE (merchant, account_id, client_order_id)
);
CREATE INDEX lottery_orders_account ON lottery_orders (account_id, created_at DESC);
-- the payout run's look for pending orders past their first draw's close
CREATE INDEX lottery_orders_pending ON lottery_orders (draw_id) WHERE status = 'pending';

-- One ticket line: a bet type and selection at a unit stake over its combinations, for one draw. `win_amount` is set
-- once (placed -> won | lost, never back); `paid_at` is when its money moved in the wallet (a win paid, a stake
-- refunded); a lost ticket needs no payment.
CREATE TABLE lottery_suborders (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id      bigint NOT NULL REFERENCES lottery_orders (id),
  draw_id       bigint NOT NULL REFERENCES lottery_draws (id),
  bet_type      text   NOT NULL,
  selection     jsonb  NOT NULL,
  unit_stake    bigint NOT NULL CHECK (unit_stake > 0),
  combinations  integer NOT NULL CHECK (combinations > 0),
  amount        bigint NOT NULL CHECK (amount = unit_stake * combinations),
  status        text   NOT NULL
                CHECK (status IN ('pending', 'refused', 'placed', 'cancelled', 'won', 'lost', 'refunded')),
  win_amount    bigint CHECK (win_amount >= 0),
  settled_at    timestamptz,
  paid_at       timestamptz,
  -- the wallet round of its order and draw (lottery-<orderId>-<drawId>) ended, once all its tickets' money moved
  round_ended_at timestamptz,
  CHECK ((status IN ('won', 'lost')) = (win_amount IS NOT NULL AND settled_at IS NOT NULL)),
  CHECK (status <> 'won' OR win_amount > 0),
  CHECK (status <> 'lost' OR win_amount = 0)
);
CREATE INDEX lottery_suborders_order ON lottery_suborders (order_id, draw_id);
-- settlement's walk over a draw's tickets still to decide
CREATE INDEX lottery_suborders_draw_placed ON lottery_suborders (draw_id, id) WHERE status = 'placed';
-- the payout run's work: money still to move
CREATE INDEX lottery_suborders_unpaid ON lottery_suborders (id)
  WHERE paid_at IS NULL AND status IN ('won', 'refused', 'cancelled', 'refunded');
-- the payout run's look for rounds to end
CREATE INDEX lottery_suborders_round_open ON lottery_suborders (order_id, draw_id)
  WHERE round_ended_at IS NULL AND status NOT IN ('pending', 'placed');

-- What the house would pay on a draw if a selection wins, summed over its tickets; an order that would take a key
-- over the cap is refused. Updated in the order's transaction, so racing orders queue on the row.
CREATE TABLE lottery_liability (
  draw_id   bigint NOT NULL REFERENCES lottery_draws (id),
  bet_type  text   NOT NULL,
  selection text   NOT NULL,
  liability bigint NOT NULL CHECK (liability >= 0),
  PRIMARY KEY (draw_id, bet_type, selection)
);
