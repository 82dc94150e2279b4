"""*Pappy Winchester* (Blue Orange, 2019): bid on Pappy's 19 plots to become the richest heir.

Work in progress: :mod:`.content` holds the board and the card values; the game is not
registered yet.
"""
