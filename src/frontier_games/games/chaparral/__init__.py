"""*Chaparral* (MS Jogos, 2016): allocate cowboys to the town's characters, 2 to 4 players.

Work in progress: the content is in place; the rules are being written (the game is not
registered yet).
"""
