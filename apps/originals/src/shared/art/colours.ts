import type { ColourName } from '@palaro/contract/originals';

/** Face colours of the Color Game dice and board. */
export const COLOUR_HEX: Record<ColourName, { face: string; edge: string; ink: string }> = {
  yellow: { face: '#ffd23f', edge: '#c99a00', ink: '#3a2c00' },
  white: { face: '#f4f6fb', edge: '#b9c0d4', ink: '#22283a' },
  pink: { face: '#ff7fb6', edge: '#c94680', ink: '#3b0a22' },
  blue: { face: '#3d7dff', edge: '#1f4fb8', ink: '#ffffff' },
  red: { face: '#ff3b4e', edge: '#b3162a', ink: '#ffffff' },
  green: { face: '#2fd17a', edge: '#138a4a', ink: '#04321a' },
};
