"""In-app help: the rules pages of each game and the dialog that shows them."""
