/**
 * A streaming JSON syntax check (RFC 8259, as `JSON.parse` reads it): bytes go in chunk by chunk
 * and nothing is built, so a 50 MB `.json` upload is checked in constant memory instead of being
 * read into a string and parsed into objects. The bytes must already be valid UTF-8 (the upload
 * check tests that first); only the JSON grammar is checked here.
 */

enum State {
  /** A value must come (after `:` or `,` in an array, or at the start). */
  Value,
  /** Just after `[`: a value or `]`. */
  ArrayFirst,
  /** Just after `{`: a key or `}`. */
  ObjectFirst,
  /** After `,` in an object: a key. */
  Key,
  /** After a key: `:`. */
  Colon,
  /** After a value inside a container: `,` or the container's end. */
  AfterValue,
  /** After the top-level value: only whitespace. */
  Done,
  String,
  Escape,
  /** `\u` and `hexLeft` hex digits still to come. */
  Unicode,
  /** `-` read: a digit must follow. */
  Minus,
  /** A leading `0`: no more integer digits. */
  Zero,
  Integer,
  /** `.` read: a digit must follow. */
  Dot,
  Fraction,
  /** `e` or `E` read: a sign or a digit. */
  Exponent,
  /** The exponent's sign read: a digit must follow. */
  ExponentSign,
  ExponentDigits,
  /** Inside `true`, `false` or `null`. */
  Literal,
  Invalid,
}

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;
const isHex = (b: number) => isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);
/** The escapes JSON allows after a backslash: " \ / b f n r t (u is handled apart). */
const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const LITERALS: Record<number, Buffer> = {
  0x74: Buffer.from('true'),
  0x66: Buffer.from('false'),
  0x6e: Buffer.from('null'),
};
/** Number states where the number may end. */
const NUMBER_ENDS = new Set([State.Zero, State.Integer, State.Fraction, State.ExponentDigits]);

export interface JsonSyntaxCheck {
  /** Reads the next bytes; false once the text can no longer be JSON. */
  push(chunk: Uint8Array): boolean;
  /** True when everything pushed is exactly one JSON text. */
  end(): boolean;
}

export function createJsonSyntaxCheck(): JsonSyntaxCheck {
  let state = State.Value;
  /** One bit per open container (1 = object), so even absurd nesting costs little. */
  let kinds = new Uint8Array(64);
  let depth = 0;
  let stringIsKey = false;
  let hexLeft = 0;
  let literal: Buffer = LITERALS[0x74];
  let literalAt = 0;

  const open = (isObject: boolean) => {
    if (depth >> 3 >= kinds.length) {
      const grown = new Uint8Array(kinds.length * 2);
      grown.set(kinds);
      kinds = grown;
    }
    const byte = depth >> 3;
    const bit = 1 << (depth & 7);
    kinds[byte] = isObject ? kinds[byte] | bit : kinds[byte] & ~bit;
    depth += 1;
  };
  const innerIsObject = () => (kinds[(depth - 1) >> 3] & (1 << ((depth - 1) & 7))) !== 0;
  const valueEnded = () => (depth === 0 ? State.Done : State.AfterValue);

  /** The state after `b` where a value starts. */
  function startValue(b: number): State {
    if (b === 0x7b) {
      open(true);
      return State.ObjectFirst;
    }
    if (b === 0x5b) {
      open(false);
      return State.ArrayFirst;
    }
    if (b === 0x22) {
      stringIsKey = false;
      return State.String;
    }
    if (b === 0x2d) return State.Minus;
    if (b === 0x30) return State.Zero;
    if (isDigit(b)) return State.Integer;
    const word = LITERALS[b];
    if (word) {
      literal = word;
      literalAt = 1;
      return State.Literal;
    }
    return State.Invalid;
  }

  /** The state after `b`, in a state that is not inside a number. */
  function step(b: number): State {
    switch (state) {
      case State.Value:
        return isSpace(b) ? state : startValue(b);
      case State.ArrayFirst:
        if (isSpace(b)) return state;
        if (b === 0x5d) {
          depth -= 1;
          return valueEnded();
        }
        return startValue(b);
      case State.ObjectFirst:
      case State.Key:
        if (isSpace(b)) return state;
        if (b === 0x22) {
          stringIsKey = true;
          return State.String;
        }
        if (b === 0x7d && state === State.ObjectFirst) {
          depth -= 1;
          return valueEnded();
        }
        return State.Invalid;
      case State.Colon:
        if (isSpace(b)) return state;
        return b === 0x3a ? State.Value : State.Invalid;
      case State.AfterValue:
        if (isSpace(b)) return state;
        if (b === 0x2c) return innerIsObject() ? State.Key : State.Value;
        if (b === (innerIsObject() ? 0x7d : 0x5d)) {
          depth -= 1;
          return valueEnded();
        }
        return State.Invalid;
      case State.Done:
        return isSpace(b) ? state : State.Invalid;
      case State.String:
        if (b === 0x22) return stringIsKey ? State.Colon : valueEnded();
        if (b === 0x5c) return State.Escape;
        return b < 0x20 ? State.Invalid : state;
      case State.Escape:
        if (b === 0x75) {
          hexLeft = 4;
          return State.Unicode;
        }
        return ESCAPES.has(b) ? State.String : State.Invalid;
      case State.Unicode:
        if (!isHex(b)) return State.Invalid;
        hexLeft -= 1;
        return hexLeft === 0 ? State.String : state;
      case State.Literal:
        if (b !== literal[literalAt]) return State.Invalid;
        literalAt += 1;
        return literalAt === literal.length ? valueEnded() : state;
      default:
        return State.Invalid;
    }
  }

  /** The next number state after `b`, or undefined when `b` is not part of the number. */
  function numberStep(b: number): State | undefined {
    switch (state) {
      case State.Minus:
        if (b === 0x30) return State.Zero;
        return isDigit(b) ? State.Integer : State.Invalid;
      case State.Zero:
      case State.Integer:
        if (state === State.Integer && isDigit(b)) return state;
        if (b === 0x2e) return State.Dot;
        if (b === 0x65 || b === 0x45) return State.Exponent;
        return undefined;
      case State.Dot:
        return isDigit(b) ? State.Fraction : State.Invalid;
      case State.Fraction:
        if (isDigit(b)) return state;
        if (b === 0x65 || b === 0x45) return State.Exponent;
        return undefined;
      case State.Exponent:
        if (b === 0x2b || b === 0x2d) return State.ExponentSign;
        return isDigit(b) ? State.ExponentDigits : State.Invalid;
      case State.ExponentSign:
        return isDigit(b) ? State.ExponentDigits : State.Invalid;
      case State.ExponentDigits:
        return isDigit(b) ? state : undefined;
      default:
        return State.Invalid;
    }
  }

  const inNumber = () => state >= State.Minus && state <= State.ExponentDigits;

  return {
    push(chunk) {
      for (let i = 0; i < chunk.length && state !== State.Invalid; i++) {
        const b = chunk[i];
        if (inNumber()) {
          const next = numberStep(b);
          if (next !== undefined) {
            state = next;
            continue;
          }
          // The number ended before this byte: it goes on as what follows a value.
          state = valueEnded();
        }
        state = step(b);
      }
      return state !== State.Invalid;
    },
    end() {
      if (NUMBER_ENDS.has(state) && depth === 0) state = State.Done;
      return state === State.Done;
    },
  };
}
