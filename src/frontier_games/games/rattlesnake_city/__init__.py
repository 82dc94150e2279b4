"""*Rattlesnake City* (La Haute Roche, 2007): build the valley, 2 to 6 players."""
