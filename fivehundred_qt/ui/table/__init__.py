"""The card table: its scene, the cards and everything drawn on the felt, and the view onto it."""
